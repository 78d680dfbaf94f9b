import Papa from 'papaparse';

/**
 * CSV of exactly the rows a report shows, written by the one CSV writer (domain
 * shared/csv.ts): every text cell quoted, a formula start (= + - @, tab, carriage return) neutralised
 * with an apostrophe at the cell's start and after any separator inside it, so a customer's or
 * stylist's name cannot run in the office's spreadsheet, whichever separator its locale uses.
 */
export { neutraliseFormula as neutralise, toCsv } from '@pawroute/domain';

/** Reads a CSV back (tests, and what a spreadsheet would see). */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;
}

/** Starts a download of `csv` as `fileName` (a UTF-8 BOM so Excel reads names with accents right). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
