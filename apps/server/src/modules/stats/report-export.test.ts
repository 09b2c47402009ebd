import {
  formatViDate,
  REPORT_COLUMNS,
  REPORT_TABLE_LABELS,
  REPORT_TABLES,
  type ReportColumnKind,
  type ReportTable,
  type ReportTableData,
} from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import readExcelFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { reportSheet } from './report-export';
import { catalogueRows, hcm, seedDelivery, seedOrder } from './test-support';

type Cell = string | number | null;

const FILE_NAMES: Record<ReportTable, string> = {
  days: 'theo-ngay',
  money: 'tien-va-uu-dai',
  services: 'theo-dich-vu',
  buildings: 'theo-toa-nha',
  staff: 'theo-nhan-vien',
};

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/** What a JSON value looks like in the CSV: days as dd/MM/yyyy, formula-like text neutralised. */
function asCsv(kind: ReportColumnKind, value: Cell): string {
  if (value === null) return '';
  if (kind === 'date') return formatViDate(String(value));
  if (typeof value === 'string' && /^[=+\-@]/.test(value)) return `'${value}`;
  return String(value);
}

/** What it looks like in the XLSX: days as dates, figures as numbers, nothing as an empty cell. */
function asXlsx(kind: ReportColumnKind, value: Cell): Cell | Date {
  return kind === 'date' && typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value;
}

describe('report downloads', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  const FROM = '2026-04-01';
  const TO = '2026-04-03';
  const range = `from=${FROM}&to=${TO}`;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    const catalogue = await catalogueRows(app);
    const student = await createUser(app, {
      firstName: 'Lan',
      lastName: 'Phạm Thị',
      dormitory: 'KTX Khu B, cơ sở "2"',
      building: 'B1',
    });
    // A name that a spreadsheet would take for a formula.
    const tricky = await createUser(app, {
      role: 'STAFF',
      firstName: 'Hoa',
      lastName: '=Trần Thị',
      email: 'hoa@tsa.test',
    });
    await createUser(app, { role: 'STAFF', firstName: 'Bình', lastName: 'Lê Văn', email: 'binh@tsa.test' });
    const big = await seedOrder(app, {
      student,
      createdAt: hcm('2026-04-01 09:00'),
      status: 'COMPLETED',
      lines: [
        { service: catalogue['Giặt sấy gấp theo kg']!, quantity: 80, finalQuantity: 83.5 },
        { service: catalogue['Giặt chăn/mền']!, quantity: 2, finalQuantity: 2 },
      ],
      pickedUpAt: hcm('2026-04-01 18:00'),
      completedAt: hcm('2026-04-02 20:30'),
      paymentStatus: 'PAID',
    });
    await seedDelivery(app, {
      order: big,
      staff: tricky,
      type: 'PICKUP',
      status: 'DONE',
      scheduledDate: FROM,
      finishedAt: hcm('2026-04-01 18:00'),
    });
    await seedDelivery(app, {
      order: big,
      staff: tricky,
      type: 'DROPOFF',
      status: 'DONE',
      scheduledDate: TO,
      finishedAt: hcm('2026-04-02 20:30'),
    });
  });
  afterAll(async () => app.close());

  async function json<T extends ReportTable>(table: T, query = range): Promise<ReportTableData<T>> {
    const response = await app.inject({ method: 'GET', url: `/api/stats/report/${table}?${query}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function download(table: ReportTable, format: 'csv' | 'xlsx', query = range) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/stats/report/${table}/export?format=${format}&${query}`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response;
  }

  describe.each(REPORT_TABLES)('the %s table', (table) => {
    const columns = REPORT_COLUMNS[table];

    it('downloads as CSV with a BOM, the screen’s headers and the same rows', async () => {
      const response = await download(table, 'csv');
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="bao-cao-${FILE_NAMES[table]}-20260401-20260403.csv"`,
      );
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(response.body.endsWith('\r\n')).toBe(true);
      const [header, ...rows] = parseCsv(response.body.slice(1));
      expect(header).toEqual(columns.map((column) => column.label));
      const { rows: shown } = await json(table);
      expect(shown.length).toBeGreaterThan(0);
      expect(rows).toEqual(
        shown.map((row) => columns.map((column) => asCsv(column.kind, row[column.key as never] as Cell))),
      );
    });

    it('downloads as an Excel workbook holding the same header and rows, typed', async () => {
      const response = await download(table, 'xlsx');
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="bao-cao-${FILE_NAMES[table]}-20260401-20260403.xlsx"`,
      );
      const sheets = await readExcelFile(response.rawPayload);
      expect(sheets.map((sheet) => sheet.sheet)).toEqual([REPORT_TABLE_LABELS[table]]);
      const [header, ...rows] = sheets[0]!.data;
      expect(header).toEqual(columns.map((column) => column.label));
      const { rows: shown } = await json(table);
      expect(rows).toEqual(
        shown.map((row) => columns.map((column) => asXlsx(column.kind, row[column.key as never] as Cell))),
      );
    });
  });

  it('writes the figures a person would check', async () => {
    const days = parseCsv((await download('days', 'csv')).body.slice(1));
    // 83.5 kg × 15 000 + 2 blankets × 50 000, completed and paid on 02/04.
    expect(days[2]).toEqual(['02/04/2026', '0', '1', '0', '1352500', '1352500']);
    const services = (await readExcelFile((await download('services', 'xlsx')).rawPayload))[0]!.data;
    expect(services[1]).toEqual(['Giặt sấy gấp theo kg', 'kg', 1, 83.5, 1_252_500]);
    const buildings = parseCsv((await download('buildings', 'csv')).body.slice(1));
    expect(buildings[1]).toEqual(['KTX Khu B, cơ sở "2"', 'B1', '1', '1', '0', '1', '1352500']);
  });

  it('neutralises a name that looks like a formula in the CSV, and keeps it as text in Excel', async () => {
    const csv = parseCsv((await download('staff', 'csv')).body.slice(1));
    expect(csv.slice(1).map((row) => row[0])).toEqual(["'=Trần Thị Hoa", 'Lê Văn Bình']);
    // Bình delivered nothing: no average, an empty cell.
    expect(csv[2]).toEqual(['Lê Văn Bình', 'binh@tsa.test', '0', '0', '0', '0', '']);
    const xlsx = (await readExcelFile((await download('staff', 'xlsx')).rawPayload))[0]!.data;
    // Picked up 01/04 18:00, delivered 02/04 20:30: 26 h 30 min.
    expect(xlsx[1]).toEqual(['=Trần Thị Hoa', 'hoa@tsa.test', 1, 1, 2, 0, 1590]);
    expect(xlsx[2]).toEqual(['Lê Văn Bình', 'binh@tsa.test', 0, 0, 0, 0, null]);
  });

  it('downloads an empty range: every day with zeros, other tables with their header only', async () => {
    const empty = 'from=2025-01-01&to=2025-01-02';
    expect(parseCsv((await download('days', 'csv', empty)).body.slice(1))).toEqual([
      REPORT_COLUMNS.days.map((column) => column.label),
      ['01/01/2025', '0', '0', '0', '0', '0'],
      ['02/01/2025', '0', '0', '0', '0', '0'],
    ]);
    expect(parseCsv((await download('services', 'csv', empty)).body.slice(1))).toEqual([
      REPORT_COLUMNS.services.map((column) => column.label),
    ]);
    const xlsx = await readExcelFile((await download('buildings', 'xlsx', empty)).rawPayload);
    expect(xlsx[0]!.data).toEqual([REPORT_COLUMNS.buildings.map((column) => column.label)]);
  });

  it('lays the sheet out for reading: bold header, day and thousands formats, columns wide enough', () => {
    const sheet = reportSheet('services', {
      from: FROM,
      to: TO,
      rows: [
        {
          serviceId: 'x',
          serviceName: 'Giặt hấp áo vest/áo dài',
          unitLabel: 'cái',
          orders: 1200,
          quantity: 83.5,
          revenue: 1_252_500_000,
        },
      ],
    });
    expect(sheet.data[0]).toEqual(
      REPORT_COLUMNS.services.map((column) => expect.objectContaining({ value: column.label, fontWeight: 'bold' })),
    );
    expect(sheet.data[1]).toEqual([
      { value: 'Giặt hấp áo vest/áo dài', type: String },
      { value: 'cái', type: String },
      { value: 1200, type: Number, format: '#,##0' },
      { value: 83.5, type: Number, format: '#,##0.0' },
      { value: 1_252_500_000, type: Number, format: '#,##0' },
    ]);
    const [name, unit, orders, , revenue] = sheet.widths as [number, number, number, number, number];
    expect(name).toBeGreaterThanOrEqual('Giặt hấp áo vest/áo dài'.length);
    expect(unit).toBeGreaterThanOrEqual(10);
    expect(orders).toBeGreaterThanOrEqual('Số đơn'.length);
    expect(revenue).toBeGreaterThanOrEqual('1,252,500,000'.length);

    const days = reportSheet('days', {
      from: FROM,
      to: FROM,
      rows: [{ date: FROM, created: 0, completed: 0, cancelled: 0, revenue: 0, paid: 0 }],
    });
    expect(days.data[1]![0]).toEqual({ value: new Date('2026-04-01T00:00:00Z'), type: Date, format: 'dd/mm/yyyy' });
  });
});
