import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@domain/contract';

export type Cell = string | number | null;

/** A table ready to be written: its headers and rows already in the viewer's language. */
export interface ExportTable {
  /** The record it shows (the tournament, phase or ranking name): names the file. */
  recordName: string;
  /** What it is ("inscritos", "results"): the file name's second part and the sheet's name. */
  title: string;
  headers: string[];
  rows: Cell[][];
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Lowercase ASCII words joined by hyphens, for a file name every system accepts. */
export function fileSlug(text: string): string {
  const plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'export';
}

/** CSV with a byte-order mark, so spreadsheet programs read the accents as UTF-8. */
export function toCsv(table: ExportTable): string {
  return `\uFEFF${Papa.unparse({ fields: table.headers, data: table.rows.map((row) => row.map((cell) => cell ?? '')) })}\r\n`;
}

export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // Sheet names are at most 31 characters and may not hold : \ / ? * [ ]
  const sheet = workbook.addWorksheet(table.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((cell) => cell ?? ''));
  sheet.columns.forEach((column, index) => {
    const widest = Math.max(table.headers[index]?.length ?? 0, ...table.rows.map((row) => String(row[index] ?? '').length));
    column.width = Math.min(Math.max(widest + 2, 8), 48);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers the table as a download named after its record. */
export async function sendTable(reply: FastifyReply, table: ExportTable, format: ExportFormat) {
  const name = `${fileSlug(table.recordName)}-${fileSlug(table.title)}.${format}`;
  const utf8Name = `${table.recordName} - ${table.title}.${format}`;
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(utf8Name)}`)
    .header('cache-control', 'private, no-store');
  return reply.send(format === 'csv' ? toCsv(table) : await toXlsx(table));
}
