// @vitest-environment node
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupDetail, MatchView, ModalityTableRow, PhaseDraw, RankingView, RatingSystemView, ValidResults } from '@domain/contract';
import { balanceLines } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { createPhase, createPlayer, createValid } from '../../test/tournaments';
import { refreshStandings } from '../rankings/processing';

let t: TestApp;
let owner: TestUser;
let communityId: number;
let validId = 0;
let phaseId = 0;
let groupId = 0;
let tableId = 0;

/** A four-player group played to the end: 1 beats everyone, 2 beats 3 and 4, 3 beats 4 (by the seeded order). */
beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  const as = api(t.url, scoped(communityId, owner));
  const valid = await createValid(as, { name: 'Gran Premio Ñandú 2026' });
  validId = valid.id;
  const phase = await createPhase(as, valid.id, { name: 'Grupos', configuration: { groupCount: 1 } });
  phaseId = phase.id;
  const players = [
    await createPlayer(as, { firstName: 'Álvaro', lastName: 'Uno', birthDate: '1991-01-01' }),
    await createPlayer(as, { firstName: 'Bruno', lastName: 'Dos', birthDate: '1992-02-02' }),
    await createPlayer(as, { firstName: 'Ciro', lastName: 'Tres', birthDate: '1993-03-03' }),
    await createPlayer(as, { firstName: 'Darío', lastName: 'Cuatro', birthDate: '1994-04-04' }),
  ];
  await as.post(`/api/inscribed/${valid.id}`, { personIds: players.map((player) => player.id) });
  const drawn = await as.put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 1 });
  groupId = drawn.body.data.groups[0]?.id ?? 0;
  await as.post(`/api/valid/${valid.id}/status`, { action: 'start', version: valid.version });
  await as.post(`/api/phase/${phase.id}/status`, { action: 'start', version: phase.version });
  const order = drawn.body.data.groups[0]?.entries.map((entry) => entry.inscribedId) ?? [];
  for (const match of (await as.get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data) {
    const homeWins = order.indexOf(match.homeId ?? 0) < order.indexOf(match.awayId ?? 0);
    const game = homeWins ? { home: 11, away: 5 } : { home: 5, away: 11 };
    const saved = await as.put(`/api/match/${match.id}`, { version: match.version, result: { periods: [game, game, game] } });
    expect(saved.status).toBe(200);
  }

  const rating = await as.post<RatingSystemView>('/api/discounts', { name: 'Puntos', updateMomentId: 1, positions: [{ upTo: 1, points: 10 }], perMatchWon: 0 });
  const ranking = await as.post<RankingView>('/api/ranking', { name: 'Ranking Absoluto', sportId: 1, ratingSystemId: rating.body.data.id, rankingModalities: [{ modalityId: 1, genreId: 3 }] });
  tableId = ranking.body.data.rankingModalities[0]?.id ?? 0;
  const line = (personId: number, points: number) => ({ rankingModalityId: tableId, personId, validId, phaseId: null, source: 'valid' as const, reason: 'position' as const, detail: 1, points, date: '2026-01-15' });
  await t.database.db.insert(balanceLines).values(players.map((player, index) => line(player.id, 40 - index * 10)));
  await refreshStandings(t.database.db, tableId, { typeId: null }, '2026-06-01', null);
});
afterAll(async () => {
  await t.close();
});

interface Download {
  status: number;
  type: string | null;
  disposition: string | null;
  csv: string[][];
  xlsx: string[][];
}

/** Fetches a download in both formats and reads them back: CSV with papaparse, XLSX with exceljs. */
async function download(path: string, headers: Record<string, string> = {}): Promise<Download & { xlsxType: string | null; xlsxDisposition: string | null }> {
  const join = path.includes('?') ? '&' : '?';
  const csvResponse = await fetch(`${t.url}${path}`, { headers });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csvResponse.arrayBuffer());
  const xlsxResponse = await fetch(`${t.url}${path}${join}format=xlsx`, { headers });
  const workbook = new ExcelJS.Workbook();
  const xlsx: string[][] = [];
  if (xlsxResponse.status === 200) {
    await workbook.xlsx.load(await xlsxResponse.arrayBuffer());
    workbook.worksheets[0]?.eachRow((row) => {
      xlsx.push((row.values as ExcelJS.CellValue[]).slice(1).map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
    });
  }
  expect(text.startsWith('\uFEFF')).toBe(csvResponse.status === 200);
  const csv = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  return {
    status: csvResponse.status,
    type: csvResponse.headers.get('content-type'),
    disposition: csvResponse.headers.get('content-disposition'),
    csv,
    xlsx,
    xlsxType: xlsxResponse.headers.get('content-type'),
    xlsxDisposition: xlsxResponse.headers.get('content-disposition'),
  };
}

/** XLSX leaves empty cells out at the end of a row; CSV keeps them. */
const trimmed = (rows: string[][]) => rows.map((row) => row.map(String)).map((row) => (row.at(-1) === '' ? row.slice(0, row.findLastIndex((cell) => cell !== '') + 1) : row));

describe('exports', () => {
  it('entries: the same rows in CSV and XLSX, named after the tournament; birth dates only for the owner', async () => {
    const visitor = await download(`/api/export/entries/${validId}`);
    expect(visitor.status).toBe(200);
    expect(visitor.type).toBe('text/csv; charset=utf-8');
    expect(visitor.disposition).toContain('attachment; filename="gran-premio-nandu-2026-inscritos.csv"');
    expect(visitor.xlsxType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(visitor.xlsxDisposition).toContain('filename="gran-premio-nandu-2026-inscritos.xlsx"');
    expect(visitor.csv[0]).toEqual(['Cabeza de serie', 'Id persona', 'Nombre', 'Apellidos', 'Club', 'Género', 'Origen']);
    expect(visitor.csv.slice(1).map((row) => `${row[2]} ${row[3]}`)).toEqual(['Darío Cuatro', 'Bruno Dos', 'Ciro Tres', 'Álvaro Uno']);
    expect(visitor.csv.flat()).not.toContain('01/01/1991');
    expect(trimmed(visitor.xlsx)).toEqual(trimmed(visitor.csv));

    const mine = await download(`/api/export/entries/${validId}?locale=en`, scoped(communityId, owner));
    expect(mine.csv[0]).toEqual(['Seed', 'Person id', 'First name', 'Last name', 'Club', 'Gender', 'Birth date', 'Origin']);
    expect(mine.csv.find((row) => row[2] === 'Álvaro')?.slice(5)).toEqual(['Male', '01/01/1991', 'Added']);
    expect(mine.disposition).toContain('filename="gran-premio-nandu-2026-entries.csv"');
    expect(trimmed(mine.xlsx)).toEqual(trimmed(mine.csv));
  });

  it('results, standings and final positions match what the API shows', async () => {
    const results = await download(`/api/export/results/${validId}`);
    expect(results.csv[0]).toEqual(['Fase', 'Grupo o ronda', 'Fecha', 'Local', 'Visitante', 'Resultado', 'Ganador']);
    expect(results.csv).toHaveLength(7);
    for (const row of results.csv.slice(1)) {
      expect(row[0]).toBe('Grupos');
      expect(['3-0', '0-3']).toContain(row[5]);
      expect(row[6]).toBe(row[5] === '3-0' ? row[3] : row[4]);
    }
    expect(trimmed(results.xlsx)).toEqual(trimmed(results.csv));

    const group = (await api(t.url).get<GroupDetail>(`/api/group/${groupId}`)).body.data;
    const names = new Map(group.entries.map((entry) => [entry.inscribedId, `${entry.firstName} ${entry.lastName}`]));
    const standings = await download(`/api/export/standings/${phaseId}?locale=en`);
    expect(standings.disposition).toContain('filename="gran-premio-nandu-2026-grupos-standings.csv"');
    expect(standings.csv[0]?.slice(0, 9)).toEqual(['Group', 'Position', 'Name', 'Club', 'Played', 'Won', 'Drawn', 'Lost', 'Points']);
    expect(standings.csv.slice(1).map((row) => [row[1], row[2], row[4], row[5]])).toEqual(
      group.standings.rows.map((row) => [String(row.position), names.get(Number(row.entryId)), String(row.stats.played), String(row.stats.won)]),
    );
    expect(standings.csv.slice(1).map((row) => row[2])).toEqual(['Álvaro Uno', 'Bruno Dos', 'Ciro Tres', 'Darío Cuatro']);
    expect(trimmed(standings.xlsx)).toEqual(trimmed(standings.csv));

    const positions = (await api(t.url).get<ValidResults>(`/api/valid/results/${validId}`)).body.data.positions;
    const final = await download(`/api/export/positions/${validId}`);
    expect(final.csv[0]).toEqual(['Posición', 'Nombre', 'Club']);
    expect(final.csv.slice(1).map((row) => row[1])).toEqual(positions.map((entry) => `${entry.firstName} ${entry.lastName}`));
    expect(final.csv.slice(1).map((row) => row[0])).toEqual(['1', '2', '3', '4']);
    expect(trimmed(final.xlsx)).toEqual(trimmed(final.csv));
  });

  it('a ranking table, whole, as its page ranks it', async () => {
    const page = (await api(t.url).get<{ items: ModalityTableRow[] }>(`/api/ranking/modality/${tableId}?size=100`)).body.data.items;
    const ranking = await download(`/api/export/ranking/${tableId}?locale=en`);
    expect(ranking.status).toBe(200);
    expect(ranking.disposition).toMatch(/filename="ranking-absoluto-[a-z0-9-]+-ranking\.csv"/);
    expect(ranking.csv[0]).toEqual(['Position', 'Name', 'Club', 'Points', 'Tournaments']);
    expect(ranking.csv.slice(1)).toEqual(page.map((row) => [String(row.position), row.name, row.club ?? '', String(row.points), String(row.tournaments)]));
    expect(ranking.csv).toHaveLength(5);
    expect(trimmed(ranking.xlsx)).toEqual(trimmed(ranking.csv));
  });

  it('answers 404 for a missing record and 400 for an unknown format', async () => {
    expect((await fetch(`${t.url}/api/export/entries/999999`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/export/standings/999999`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/export/ranking/999999`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/export/results/${validId}?format=pdf`)).status).toBe(400);
  });
});

