/**
 * The CSV-injection guard of the product export, and its undoing on import, so an export imports back
 * unchanged. A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * is exported with an apostrophe in front, which a spreadsheet shows as text. A cell that already starts
 * with apostrophes before such a character gets one more, so the import can remove exactly one from every
 * cell of that shape and restore what was exported: "=SUM(1)" → "'=SUM(1)" → "=SUM(1)", and
 * "'=x" → "''=x" → "'=x". Any other apostrophe ("'tis") is left alone both ways.
 */
export const FORMULA_CELL = /^'*[=+\-@\t\r]/;

const GUARDED_CELL = /^'+[=+\-@\t\r]/;

/** A cell as the import reads it: the export's guard apostrophe removed. */
export function unguardFormula(cell: string): string {
  return GUARDED_CELL.test(cell) ? cell.slice(1) : cell;
}
