/**
 * The report's downloads. Both formats are written from `REPORT_COLUMNS`, the same columns the
 * admin sees on screen, so a file always holds exactly what was shown (docs/decisions/010).
 */
import {
  formatViDate,
  REPORT_COLUMNS,
  REPORT_TABLE_LABELS,
  REPORT_TABLE_SLUGS,
  type ReportColumn,
  type ReportColumnKind,
  type ReportExportFormat,
  type ReportRows,
  type ReportTable,
  type ReportTableData,
} from '@tsa/shared';
import writeExcelFile, { type CellObject, type SheetData } from 'write-excel-file/node';
import { csvFile } from '../../lib/csv';

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

const CONTENT_TYPES: Record<ReportExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `bao-cao-theo-ngay-20260301-20260331.csv` */
export function reportFileName(
  table: ReportTable,
  data: { from: string; to: string },
  format: ReportExportFormat,
): string {
  const compact = (date: string) => date.replaceAll('-', '');
  return `bao-cao-${REPORT_TABLE_SLUGS[table]}-${compact(data.from)}-${compact(data.to)}.${format}`;
}

type CellValue = string | number | null;

function valueOf<T extends ReportTable>(row: ReportRows[T], column: ReportColumn<ReportRows[T]>): CellValue {
  return row[column.key] as CellValue;
}

/** A day as the Vietnamese write it; numbers plain (no separators) so any spreadsheet reads them as numbers. */
function csvValue(kind: ReportColumnKind, value: CellValue): CellValue {
  return kind === 'date' && typeof value === 'string' ? formatViDate(value) : value;
}

export function reportCsv<T extends ReportTable>(table: T, data: ReportTableData<T>): string {
  const columns = REPORT_COLUMNS[table];
  return csvFile([
    columns.map((column) => column.label),
    ...data.rows.map((row) => columns.map((column) => csvValue(column.kind, valueOf(row, column)))),
  ]);
}

const DATE_FORMAT = 'dd/mm/yyyy';
const isNumeric = (kind: ReportColumnKind) => kind !== 'text' && kind !== 'date';

/** A real spreadsheet cell: dates as dates, figures as numbers with a thousands separator. */
function xlsxCell(kind: ReportColumnKind, value: CellValue): CellObject | null {
  if (value === null) return null;
  // The library counts serial days in UTC: UTC midnight is that calendar day in any time zone.
  if (kind === 'date') return { value: new Date(`${value}T00:00:00Z`), type: Date, format: DATE_FORMAT };
  if (typeof value === 'number') {
    // A weighed quantity (3.5 kg) keeps its decimal; counts and money are whole.
    return { value, type: Number, format: Number.isInteger(value) ? '#,##0' : '#,##0.0' };
  }
  return { value, type: String };
}

/** Wide enough for the header and the longest value as shown, within reason. */
function columnWidth(label: string, kind: ReportColumnKind, values: CellValue[]): number {
  const shown = values.map((value) => {
    if (value === null) return 0;
    if (kind === 'date') return DATE_FORMAT.length;
    // Thousands separators add a character every three digits.
    if (typeof value === 'number') return String(Math.round(value)).length * (4 / 3);
    return value.length;
  });
  return Math.min(48, Math.max(10, label.length + 2, ...shown.map((length) => Math.ceil(length) + 2)));
}

/** The sheet of one table: a bold header row, then one typed cell per column and row. */
export function reportSheet<T extends ReportTable>(
  table: T,
  data: ReportTableData<T>,
): { data: SheetData; widths: number[] } {
  const columns = REPORT_COLUMNS[table];
  const header: CellObject[] = columns.map((column) => ({
    value: column.label,
    type: String,
    fontWeight: 'bold',
    align: isNumeric(column.kind) ? 'right' : 'left',
    backgroundColor: '#E3F2FD',
  }));
  return {
    data: [header, ...data.rows.map((row) => columns.map((column) => xlsxCell(column.kind, valueOf(row, column))))],
    widths: columns.map((column) =>
      columnWidth(
        column.label,
        column.kind,
        data.rows.map((row) => valueOf(row, column)),
      ),
    ),
  };
}

export async function reportXlsx<T extends ReportTable>(table: T, data: ReportTableData<T>): Promise<Buffer> {
  const sheet = reportSheet(table, data);
  return writeExcelFile(sheet.data, {
    sheet: REPORT_TABLE_LABELS[table],
    columns: sheet.widths.map((width) => ({ width })),
    // The header stays in view while scrolling a year of days.
    stickyRowsCount: 1,
  }).toBuffer();
}

/** The download of one report table in `format`. */
export async function reportFile<T extends ReportTable>(
  table: T,
  data: ReportTableData<T>,
  format: ReportExportFormat,
): Promise<ReportFile> {
  const body = format === 'xlsx' ? await reportXlsx(table, data) : reportCsv(table, data);
  return { fileName: reportFileName(table, data, format), contentType: CONTENT_TYPES[format], body };
}
