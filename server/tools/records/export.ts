// Export of the record as CSV (RFC 4180, UTF-8 with BOM for Excel) and XLSX (exceljs).
import ExcelJS from "exceljs";
import { COLUMNS, type RecordInput } from "./input.js";

/** Cells starting with = + - @ (or tab/CR) would run as formulas in a spreadsheet: prefix them. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(value: string): string {
  const safe = safeCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: RecordInput[]): string {
  const lines = [COLUMNS.map((c) => csvField(c.label)).join(",")];
  for (const row of rows) lines.push(COLUMNS.map((c) => csvField(String(row[c.key] ?? ""))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export async function toXlsx(rows: RecordInput[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Verzeichnis");
  sheet.columns = COLUMNS.map((c) => ({ header: c.label, key: c.key, width: 30 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c.key, safeCell(String(row[c.key] ?? ""))])));
  return Buffer.from(await book.xlsx.writeBuffer());
}
