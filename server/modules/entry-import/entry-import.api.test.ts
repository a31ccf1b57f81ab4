// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { createPlayer, createValid } from '../../test/tournaments';
import type { Club, EntryImportPreview, EntryImportResult, Inscribed, Person } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  stranger = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const owned = () => api(t.url, scoped(communityId, owner));
const entryCount = async (validId: number) => (await api(t.url).get<PageOf<Inscribed>>(`/api/inscribed/${validId}?removed=false&size=1`)).body.data.total;
const peopleCount = async () => (await api(t.url, scoped(communityId, owner)).get<PageOf<Person>>('/api/person/paginated?modalityId=1&size=1')).body.data.total;
/** The problems of the faulty rows: row → "field: message". */
const faults = (preview: EntryImportPreview) =>
  Object.fromEntries(preview.rows.filter((row) => row.action === 'skip').map((row) => [row.row, row.problems.map((problem) => `${problem.field}: ${problem.message}`)]));

describe('entry import', () => {
  it('previews 200 rows naming each of 10 faults, writes nothing, then writes exactly the 190 valid rows', async () => {
    const as = owned();
    const club = (await as.post<Club>('/api/club', { name: 'Club Raqueta Ñandú', sportId: 1 })).body.data;
    const byId = await createPlayer(as, { firstName: 'Iván', lastName: 'Porid', birthDate: '1995-03-04' });
    const byName = await createPlayer(as, { firstName: 'Luis', lastName: 'Gómez', birthDate: '1990-01-02' });
    const entered = await createPlayer(as, { firstName: 'Pedro', lastName: 'Ya' });
    // Men only, room for the one already entered and 190 more.
    const valid = await createValid(as, { genreId: 3, maxEntries: 191 });
    expect((await as.post(`/api/inscribed/${valid.id}`, { personIds: [entered.id] })).status).toBe(201);

    const lines = ['\uFEFFId;Nombre;Apellidos;Fecha de nacimiento;Género;Club'];
    const fresh = (i: number) => `;Jugador${i};Apellido Núm${i};${String((i % 28) + 1).padStart(2, '0')}/05/2001;M;${i % 2 === 0 ? 'club raqueta ñandú' : ''}`;
    for (let i = 1; i <= 94; i += 1) lines.push(fresh(i));
    lines.push(`${byId.id};;;;;`); // row 96: matched by id
    lines.push(';luis;GOMEZ;02/01/1990;masculino;'); // row 97: matched by folded name and birth date
    lines.push(';;;01/01/2000;M;'); // row 98: no name
    lines.push(';Mal;Fecha;31/02/2001;M;'); // row 99: no such day
    lines.push(';Sin;Género;01/01/2001;X;'); // row 100: unknown gender
    lines.push(';Con;Club Raro;01/01/2001;M;Club Fantasma'); // row 101: unknown club
    lines.push(fresh(3)); // row 102: repeats row 4
    lines.push(`${entered.id};;;;;`); // row 103: already entered
    lines.push(';Ana;Mujer;01/01/2001;F;'); // row 104: a women's entry in a men's tournament
    lines.push('999999;;;;;'); // row 105: nobody with that id
    lines.push(';Del;Futuro;01/01/2999;M;'); // row 106: born after today
    for (let i = 95; i <= 188; i += 1) lines.push(fresh(i));
    lines.push(';Uno;De Más;01/01/2001;M;'); // row 201: over the entry limit
    const text = lines.join('\r\n');
    expect(lines).toHaveLength(201);

    const [entriesBefore, peopleBefore] = [await entryCount(valid.id), await peopleCount()];
    const preview = await as.post<EntryImportPreview>(`/api/inscribed/${valid.id}/import/preview`, { text });
    expect(preview.status).toBe(200);
    expect(preview.body.data.counts).toEqual({ rows: 200, valid: 190, matched: 2, created: 188, faulty: 10 });
    expect(faults(preview.body.data)).toEqual({
      98: ['firstName: Falta el nombre'],
      99: ['birthDate: Fecha no válida: usa DD/MM/AAAA o AAAA-MM-DD'],
      100: ['gender: Género desconocido: usa F o M (femenino, masculino)'],
      101: ['club: No hay un club con ese nombre en tu cuenta'],
      102: ['row: Repite a una persona de una fila anterior (fila 4)'],
      103: ['row: Ya está inscrito en este torneo'],
      104: ['gender: No corresponde a la categoría de género del torneo'],
      105: ['personId: No hay una persona con ese id en tu cuenta'],
      106: ['birthDate: La fecha de nacimiento es posterior a hoy o anterior a 1900'],
      201: ['row: Se superaría el máximo de inscritos del torneo'],
    });
    const rowOf = (n: number) => preview.body.data.rows.find((row) => row.row === n);
    expect(rowOf(96)).toMatchObject({ action: 'match', personId: byId.id });
    expect(rowOf(97)).toMatchObject({ action: 'match', personId: byName.id });
    expect(rowOf(2)).toMatchObject({ action: 'create', personId: null, firstName: 'Jugador1', lastName: 'Apellido Núm1', birthDate: '2001-05-02', genreId: 3 });
    // The same check in English.
    const english = await as.post<EntryImportPreview>(`/api/inscribed/${valid.id}/import/preview`, { text }, { 'x-locale': 'en' });
    expect(faults(english.body.data)[98]).toEqual(['firstName: The name is missing']);
    expect(faults(english.body.data)[103]).toEqual(['row: It is already entered in this tournament']);
    // A preview writes nothing.
    expect([await entryCount(valid.id), await peopleCount()]).toEqual([entriesBefore, peopleBefore]);

    const confirmed = await as.post<EntryImportResult>(`/api/inscribed/${valid.id}/import`, { text, token: preview.body.data.token });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data).toEqual({ entered: 190, created: 188 });
    expect([await entryCount(valid.id), await peopleCount()]).toEqual([entriesBefore + 190, peopleBefore + 188]);
    const list = (await api(t.url).get<PageOf<Inscribed>>(`/api/inscribed/${valid.id}?size=1000`)).body.data.items;
    const jugador2 = list.find((entry) => entry.person.firstName === 'Jugador2');
    expect(jugador2).toMatchObject({ origin: 'added', clubId: club.id, person: { lastName: 'Apellido Núm2', genreId: 3 } });
    expect(list.filter((entry) => entry.person.firstName === 'Jugador3')).toHaveLength(1);
    // The same confirm again: the tournament changed, nothing more is written.
    expect((await as.post(`/api/inscribed/${valid.id}/import`, { text, token: preview.body.data.token })).status).toBe(409);
    expect(await entryCount(valid.id)).toBe(entriesBefore + 190);
    // 200 rows read and checked three times and 378 rows written: room for a busy machine.
  }, 120_000);

  it('answers 409 and writes nothing when an entry was added between the preview and the confirm', async () => {
    const as = owned();
    const valid = await createValid(as);
    const text = 'First name\tLast name\tBirth date\tGender\nZoe\tTab\t12/31/1999\tfemale\nYago\tTab\t1998-07-08\tmale\n';
    const preview = await as.post<EntryImportPreview>(`/api/inscribed/${valid.id}/import/preview`, { text }, { 'x-locale': 'en' });
    expect(preview.body.data.counts).toMatchObject({ valid: 2, created: 2, faulty: 0 });
    expect(preview.body.data.rows[0]).toMatchObject({ row: 2, firstName: 'Zoe', birthDate: '1999-12-31', genreId: 2 });
    const other = await createPlayer(as, { firstName: 'Concurrente' });
    expect((await as.post(`/api/inscribed/${valid.id}`, { personIds: [other.id] })).status).toBe(201);
    const peopleBefore = await peopleCount();
    const late = await as.post(`/api/inscribed/${valid.id}/import`, { text, token: preview.body.data.token }, { 'x-locale': 'en' });
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toBe('The tournament, its entries or the people changed since the preview: check the preview again');
    expect([await entryCount(valid.id), await peopleCount()]).toEqual([1, peopleBefore]);
    const again = await as.post<EntryImportPreview>(`/api/inscribed/${valid.id}/import/preview`, { text }, { 'x-locale': 'en' });
    expect((await as.post(`/api/inscribed/${valid.id}/import`, { text, token: again.body.data.token }, { 'x-locale': 'en' })).status).toBe(201);
    expect(await entryCount(valid.id)).toBe(3);
  });

  it('writes one import of a preview however many confirms arrive at once (fired together, many times)', async () => {
    const as = owned();
    for (let round = 0; round < 5; round += 1) {
      const valid = await createValid(as);
      const text = ['First name\tLast name\tBirth date\tGender', ...Array.from({ length: 6 }, (_, row) => `Carrera${round}\tFila${row}\t2001-02-0${row + 1}\t${row % 2 ? 'male' : 'female'}`)].join('\n');
      const preview = await as.post<EntryImportPreview>(`/api/inscribed/${valid.id}/import/preview`, { text }, { 'x-locale': 'en' });
      expect(preview.body.data.counts).toMatchObject({ valid: 6, created: 6, faulty: 0 });
      const peopleBefore = await peopleCount();
      const answers = await Promise.all(Array.from({ length: 4 }, () => as.post<EntryImportResult>(`/api/inscribed/${valid.id}/import`, { text, token: preview.body.data.token }, { 'x-locale': 'en' })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
      expect(await entryCount(valid.id)).toBe(6);
      expect(await peopleCount()).toBe(peopleBefore + 6);
    }
  }, 120_000);

  it('refuses unreadable input, strangers and missing tournaments', async () => {
    const as = owned();
    const valid = await createValid(as);
    expect(fieldsOf(await as.post(`/api/inscribed/${valid.id}/import/preview`, { text: 'a,b,c\n1,2,3' }))).toEqual({
      'body.text': 'La primera fila debe nombrar las columnas: nombre (o nombre y apellidos), fecha de nacimiento, género, club, id',
    });
    expect(fieldsOf(await as.post(`/api/inscribed/${valid.id}/import/preview`, { text: 'nombre\n' }))).toEqual({ 'body.text': 'El archivo no tiene filas de datos' });
    expect(Object.keys(fieldsOf(await as.post(`/api/inscribed/${valid.id}/import/preview`, { text: 42 })))).toEqual(['body.text']);
    expect(Object.keys(fieldsOf(await as.post(`/api/inscribed/${valid.id}/import`, { text: 'nombre\nAna', token: 'nope' })))).toEqual(['body.token']);
    expect((await api(t.url).post(`/api/inscribed/${valid.id}/import/preview`, { text: 'nombre\nAna' })).status).toBe(401);
    expect((await api(t.url, scoped(communityId, stranger)).post(`/api/inscribed/${valid.id}/import/preview`, { text: 'nombre\nAna' })).status).toBe(403);
    expect((await as.post('/api/inscribed/999999/import/preview', { text: 'nombre\nAna' })).status).toBe(404);
  });
});
