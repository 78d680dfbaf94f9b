/**
 * The one CSV writer (RFC 4180, CRLF line ends) of every export: the reports' download (web) and the
 * ledger export (query-api, `pawroute audit export`). Against formula injection (OWASP "CSV
 * Injection"; docs/SECURITY.md V5):
 * - every text cell is quoted, so a separator inside it (",", or ";" where a spreadsheet's locale
 *   splits on it) never starts a new cell;
 * - a text cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, and so
 *   does every such start after a separator inside the cell (`Name;=2*3` -> `Name;'=2*3`), in case a
 *   tool splits the cell anyway.
 * Numbers are written as numbers (a negative amount is not a formula; quoting it would turn it into
 * text in the auditor's tools).
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A separator some spreadsheet splits on (comma, semicolon, tab, pipe), spaces, then a formula's start. */
const FORMULA_AFTER_SEPARATOR = /([,;\t|][ ]*)(?=[=+\-@])/g;

/** The text with every formula start (at the beginning, or after a separator) behind an apostrophe. */
export function neutraliseFormula(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `"${neutraliseFormula(value).replace(/"/g, '""')}"`;
}

/** One line of cells, with its CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole table: the header row and the rows (no line end after the last row). */
export function toCsv(headers: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  return [headers, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
}
