import type { MultiTournament, Person, Phase, Valid } from '@domain/contract';
import type { api } from './catalog';

type Api = ReturnType<typeof api>;

/** A table-tennis singles tournament in June 2026, with whatever the test changes. */
export const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Abierto de Primavera',
  sportId: 1,
  modalityId: 1,
  startDate: '2026-06-01',
  endDate: '2026-06-03',
  ...overrides,
});

export async function createValid(as: Api, overrides: Record<string, unknown> = {}): Promise<Valid> {
  const res = await as.post<Valid>('/api/valid', validBody(overrides));
  if (res.status !== 201) throw new Error(`valid not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function createMulti(as: Api, overrides: Record<string, unknown> = {}): Promise<MultiTournament> {
  const res = await as.post<MultiTournament>('/api/tournament', { name: 'Campeonato Nacional', startDate: '2026-06-01', endDate: '2026-06-07', ...overrides });
  if (res.status !== 201) throw new Error(`multi-tournament not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function createPhase(as: Api, validId: number, overrides: Record<string, unknown> = {}): Promise<Phase> {
  const res = await as.post<Phase>('/api/phase', { validId, name: 'Grupos', formatId: 1, ...overrides });
  if (res.status !== 201) throw new Error(`phase not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A player (genre 3 men by default, born 2000-05-10). */
export async function createPlayer(as: Api, overrides: Record<string, unknown> = {}): Promise<Person> {
  const res = await as.post<Person>('/api/person/players', { firstName: 'Ana', lastName: 'Ruiz', genreId: 3, birthDate: '2000-05-10', ...overrides });
  if (res.status !== 201) throw new Error(`player not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Moves a record's status with the version it has now; returns the answer. */
export async function act(as: Api, path: string, action: string, version: number) {
  return as.post<{ statusId: number; version: number }>(path, { action, version });
}
