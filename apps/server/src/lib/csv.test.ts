import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv';

describe('CSV cells', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Nguyễn Văn An')).toBe('Nguyễn Văn An');
    expect(csvCell('Giặt sấy; gấp')).toBe('"Giặt sấy; gấp"');
    expect(csvCell('Phòng "VIP", tầng 3')).toBe('"Phòng ""VIP"", tầng 3"');
    expect(csvCell('dòng 1\r\ndòng 2')).toBe('"dòng 1\r\ndòng 2"');
  });

  it('neutralises text a spreadsheet would run as a formula, never numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+84912345678')).toBe("'+84912345678");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('writes a file with a BOM and CRLF line ends', () => {
    expect(
      csvFile([
        ['Ngày', 'Đơn'],
        ['01/04/2026', 3],
      ]),
    ).toBe('\uFEFFNgày,Đơn\r\n01/04/2026,3\r\n');
  });
});
