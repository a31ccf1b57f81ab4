// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readDate, readImport } from './parse';

const rowsOf = (text: string, locale: 'es' | 'en' = 'es') => {
  const read = readImport(text, 10, locale);
  if (!read.ok) throw new Error(read.key);
  return read.rows.map(({ row, personId, firstName, lastName, birthDate, genreId, clubName, problems }) => ({ row, personId, firstName, lastName, birthDate, genreId, clubName, problems: problems.map((p) => `${p.field}:${p.key}`) }));
};

describe('reading an import', () => {
  it('takes commas, semicolons and tabs, with or without a byte-order mark, and headers in either language', () => {
    const expected = [{ row: 2, personId: null, firstName: 'Ana', lastName: 'Pérez Gil', birthDate: '2001-04-03', genreId: 2, clubName: 'Club Sur', problems: [] }];
    expect(rowsOf('\uFEFFNombre completo,Fecha de nacimiento,Sexo,Club\r\nAna Pérez Gil,03/04/2001,F,Club Sur\r\n')).toEqual(expected);
    expect(rowsOf('nombre;apellidos;fecha nacimiento;género;club\nAna;Pérez Gil;2001-04-03;mujer;Club Sur')).toEqual(expected);
    expect(rowsOf('First name\tLast name\tDate of birth\tGender\tClub\nAna\tPérez Gil\t04/03/2001\tfemale\tClub Sur\n', 'en')).toEqual(expected);
  });

  it('finds the tab of a two-column paste that ends in blank lines', () => {
    expect(rowsOf('nombre\tapellidos\nAna\tPérez\n\n').map((row) => [row.row, row.firstName, row.lastName])).toEqual([[2, 'Ana', 'Pérez']]);
  });

  it('names each unreadable cell and keeps the row numbers of the file (blank lines skipped)', () => {
    expect(rowsOf('id,name,birth date,gender\n\nx7,,2001-02-30,?\n12,,,\n')).toEqual([
      { row: 3, personId: null, firstName: '', lastName: '', birthDate: null, genreId: null, clubName: null, problems: ['personId:unknownPerson', 'name:missingName', 'birthDate:badDate', 'gender:unknownGender'] },
      { row: 4, personId: 12, firstName: '', lastName: '', birthDate: null, genreId: null, clubName: null, problems: [] },
    ]);
  });

  it('refuses a file without a header it understands, without rows, or with too many', () => {
    expect(readImport('a;b\n1;2', 10, 'es')).toEqual({ ok: false, key: 'noHeader' });
    expect(readImport('nombre\n\n', 10, 'es')).toEqual({ ok: false, key: 'noRows' });
    expect(readImport(`nombre\n${'Ana\n'.repeat(11)}`, 10, 'es')).toEqual({ ok: false, key: 'tooManyRows' });
  });

  it('reads dates as the viewer types them', () => {
    expect(readDate('3/4/2001', 'es')).toBe('2001-04-03');
    expect(readDate('3/4/2001', 'en')).toBe('2001-03-04');
    expect(readDate('2001-04-03', 'en')).toBe('2001-04-03');
    expect(readDate('31/02/2001', 'es')).toBeNull();
    expect(readDate('ayer', 'es')).toBeNull();
  });
});
