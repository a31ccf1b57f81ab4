// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phase, Valid } from '@domain/contract';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createPhase, createValid, validBody } from '../../test/tournaments';
import { createTestUser, type TestUser } from '../../test/users';

let t: TestApp;
let owner: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const as = (language = 'es') => api(t.url, { ...scoped(communityId, owner), 'accept-language': language });
const SPORTS = { tableTennis: { sportId: 1, modalityId: 1 }, soccer: { sportId: 2, modalityId: 3 }, basketball: { sportId: 3, modalityId: 3 } };
const phaseWith = (validId: number, configuration: Record<string, unknown>, language = 'es') =>
  as(language).post<Phase>('/api/phase', { validId, name: 'Grupos', formatId: 1, configuration });

describe("a phase's settings fit its tournament's sport", () => {
  it("refuses another sport's tie-break, naming the ones that fit, in both languages", async () => {
    const tableTennis = await createValid(as(), SPORTS.tableTennis);
    const es = await phaseWith(tableTennis.id, { tieBreakPreset: 'uefa' });
    expect(es.status).toBe(400);
    expect(fieldsOf(es)).toEqual({ 'body.configuration.tieBreakPreset': 'Este desempate no es del deporte del torneo, y contaría mal los puntos de cada partido: usa ITTF' });
    const en = await phaseWith(tableTennis.id, { tieBreakPreset: 'fiba' }, 'en');
    expect(fieldsOf(en)).toEqual({ 'body.configuration.tieBreakPreset': "This tie-break is not the tournament's sport's, and would count each match's points wrongly: use ITTF" });

    const soccer = await createValid(as(), SPORTS.soccer);
    expect(fieldsOf(await phaseWith(soccer.id, { tieBreakPreset: 'ittf' }, 'en'))['body.configuration.tieBreakPreset']).toMatch(/use UEFA, FIFA$/);
    const fifa = await phaseWith(soccer.id, { tieBreakPreset: 'fifa' });
    expect(fifa.status).toBe(201);
    expect(fifa.body.data.configuration.tieBreakPreset).toBe('fifa');
  });

  it('refuses a change to a phase that would make it misfit, and leaves the phase as it was', async () => {
    const tableTennis = await createValid(as(), SPORTS.tableTennis);
    const phase = await createPhase(as(), tableTennis.id);
    const changed = await as().put<Phase>(`/api/phase/${phase.id}`, { validId: tableTennis.id, name: 'Grupos', formatId: 1, configuration: { tieBreakPreset: 'uefa' }, version: phase.version });
    expect(changed.status).toBe(400);
    expect(Object.keys(fieldsOf(changed))).toEqual(['body.configuration.tieBreakPreset']);
    const stored = await api(t.url).get<Phase>(`/api/phase?id=${phase.id}`);
    expect(stored.body.data).toMatchObject({ version: phase.version, configuration: { tieBreakPreset: 'ittf' } });
  });

  it('keeps table tennis best of an odd number of games, not timed and without extras', async () => {
    const tableTennis = await createValid(as(), SPORTS.tableTennis);
    expect(fieldsOf(await phaseWith(tableTennis.id, { maxPeriods: 4, periodsToWin: 3 }, 'en'))).toEqual({ 'body.configuration.maxPeriods': 'A match is played best of an odd number of games (3, 5 or 7)' });
    expect(fieldsOf(await phaseWith(tableTennis.id, { maxPeriods: 7, periodsToWin: 3 }, 'en'))).toEqual({ 'body.configuration.periodsToWin': 'A best-of-7 match is won with 4 games' });
    expect(fieldsOf(await phaseWith(tableTennis.id, { periodMinutes: 10 }))).toEqual({ 'body.configuration.periodMinutes': 'Este deporte no se juega por tiempo: deja este valor vacío' });
    expect(fieldsOf(await phaseWith(tableTennis.id, { penalties: true }))).toEqual({ 'body.configuration.penalties': 'En este deporte no hay tanda de penales' });
    expect((await phaseWith(tableTennis.id, { maxPeriods: 7, periodsToWin: 4 })).status).toBe(201);
  });

  it("keeps soccer to two halves and basketball to four quarters without a shoot-out", async () => {
    const soccer = await createValid(as(), SPORTS.soccer);
    expect(fieldsOf(await phaseWith(soccer.id, { maxPeriods: 3 }, 'en'))).toEqual({ 'body.configuration.maxPeriods': 'In this sport a match has 2 periods' });
    const basketball = await createValid(as(), SPORTS.basketball);
    expect(fieldsOf(await phaseWith(basketball.id, { maxPeriods: 2 }))).toEqual({ 'body.configuration.maxPeriods': 'En este deporte un partido tiene 4 periodos' });
    expect(fieldsOf(await phaseWith(basketball.id, { penalties: true }, 'en'))).toEqual({ 'body.configuration.penalties': 'This sport has no penalty shoot-out' });
  });

  it('refuses a new tournament whose first phases do not fit its sport, writing none of it', async () => {
    const name = 'Copa con desempate ajeno';
    const res = await as().post<Valid>('/api/valid', validBody({ name, phases: [{ name: 'Grupos', formatId: 1, configuration: {} }, { name: 'Llaves', formatId: 1, configuration: { tieBreakPreset: 'fifa' } }] }));
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(['body.phases.1.configuration.tieBreakPreset']);
    const listed = await as().get<{ items: Valid[] }>(`/api/valid?q=${encodeURIComponent(name)}`);
    expect(listed.body.data.items.filter((valid) => valid.name === name)).toEqual([]);
  });
});
