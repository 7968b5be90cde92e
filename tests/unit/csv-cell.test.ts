// Cells of the CSVs we write: formulas kept as text, plain numbers as they are; imported names lose a formula's start.
import { describe, expect, it } from 'vitest';
import { safeCell, withoutFormulaStart } from '../../shared/csv-cell.ts';

describe('safeCell', () => {
  it('keeps a cell a spreadsheet would run as text', () => {
    for (const cell of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x']) expect(safeCell(cell)).toBe(`'${cell}`);
  });
  it('leaves plain numbers, other text and empty cells alone', () => {
    expect(safeCell('-82.9988')).toBe('-82.9988');
    expect(safeCell('+16145551234')).toBe('+16145551234');
    expect(safeCell(-3)).toBe('-3');
    expect(safeCell('Legal Aid')).toBe('Legal Aid');
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
  });
});

it('withoutFormulaStart drops the characters a formula starts with', () => {
  expect(withoutFormulaStart('=HYPERLINK("x")')).toBe('HYPERLINK("x")');
  expect(withoutFormulaStart(' @+-Shelter')).toBe('Shelter');
  expect(withoutFormulaStart('Shelter = home')).toBe('Shelter = home');
});
