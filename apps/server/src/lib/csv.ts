/**
 * One CSV cell. Quotes when needed; a text starting with = + - @ (or a tab/CR) is prefixed with
 * an apostrophe so a spreadsheet never runs a user's text as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV file: UTF-8 with a BOM (so Excel reads the Vietnamese), CRLF lines. */
export function csvFile(rows: (string | number | null)[][]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
