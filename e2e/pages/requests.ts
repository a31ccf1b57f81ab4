import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Person, Valid, ValidInput } from '@domain/contract';
import { apiHeadersOf } from './session';

type Locale = 'es' | 'en';

async function call<T>(request: APIRequestContext, headers: Record<string, string>, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await request[method](path, { headers, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A tournament of the organiser's, open for inscriptions and deciding each entry, that the demo player may
 * enter: singles, mixed, of the player's sport. Answers its id and the player's person id.
 */
export async function openTournamentForPlayer(request: APIRequestContext, baseURL: string, name: string): Promise<{ validId: number; personId: number }> {
  const player = await apiHeadersOf(baseURL, 'jugador');
  const organizer = await apiHeadersOf(baseURL, 'organizador');
  const profiles = await call<{ player: { id: number } | null }>(request, player, 'get', '/api/profiles');
  const personId = profiles.player?.id;
  if (!personId) throw new Error('the demo player has no player profile');
  const person = await call<{ sportId: number | null }>(request, player, 'get', `/api/person/players/${personId}`);
  const valid = await call<{ id: number }>(request, organizer, 'post', '/api/valid', {
    name,
    sportId: person.sportId ?? 1,
    modalityId: 1,
    startDate: day(30),
    endDate: day(31),
    inscriptionStart: day(-1),
    inscriptionEnd: day(10),
    requiresApproval: true,
  });
  return { validId: valid.id, personId };
}

/** The demo player asks, over the API, to enter a tournament; answers the request. */
export async function askToEnter(request: APIRequestContext, baseURL: string, validId: number): Promise<{ id: number }> {
  return call<{ id: number }>(request, await apiHeadersOf(baseURL, 'jugador'), 'post', '/api/certifications', { type: 'tournament-inscription', validId });
}

/**
 * The organiser changes a tournament over the API, sent with the version read, as the tournament's editor does.
 * Answers the tournament as saved.
 */
export async function changeTournament(request: APIRequestContext, baseURL: string, validId: number, change: Partial<Omit<ValidInput, 'phases' | 'version'>>): Promise<Valid> {
  const organizer = await apiHeadersOf(baseURL, 'organizador');
  const valid = await call<Valid>(request, organizer, 'get', `/api/valid/${validId}`);
  const input: Omit<ValidInput, 'phases'> = {
    name: valid.name,
    tournamentId: valid.tournamentId,
    sportId: valid.sportId as ValidInput['sportId'],
    modalityId: valid.modalityId as ValidInput['modalityId'],
    genreId: valid.genreId as ValidInput['genreId'],
    ageCategoryId: valid.ageCategoryId,
    levelCategoryId: valid.levelCategoryId,
    subCategoryId: valid.subCategoryId,
    seasonId: valid.seasonId,
    placeId: valid.placeId,
    organizerId: valid.organizerId,
    startDate: valid.startDate,
    endDate: valid.endDate,
    inscriptionStart: valid.inscriptionStart,
    inscriptionEnd: valid.inscriptionEnd,
    maxEntries: valid.maxEntries,
    requiresApproval: valid.requiresApproval,
    description: valid.description,
    logo: valid.logo,
    ...change,
    version: valid.version,
  };
  return call<Valid>(request, organizer, 'put', `/api/valid/${validId}`, input);
}

/** The organiser closes a tournament's inscription window over the API: it ended yesterday. */
export async function closeInscriptions(request: APIRequestContext, baseURL: string, validId: number): Promise<void> {
  const changed = await changeTournament(request, baseURL, validId, { inscriptionStart: day(-1), inscriptionEnd: day(-1) });
  expect(changed.inscriptionsOpen).toBe(false);
}

/**
 * A team of the organiser's account (one player of its own on the roster) that the demo player may ask to join.
 * Answers the team's id and the demo player's person id and name.
 */
export async function teamOfOrganizer(request: APIRequestContext, baseURL: string, name: string): Promise<{ teamId: number; personId: number; playerName: string }> {
  const player = await apiHeadersOf(baseURL, 'jugador');
  const organizer = await apiHeadersOf(baseURL, 'organizador');
  const profiles = await call<{ player: { id: number } | null }>(request, player, 'get', '/api/profiles');
  const personId = profiles.player?.id;
  if (!personId) throw new Error('the demo player has no player profile');
  const own = await call<Person>(request, player, 'get', `/api/person/players/${personId}`);
  const captain = await call<{ id: number }>(request, organizer, 'post', '/api/person/players', { firstName: 'Capitana', lastName: name });
  const team = await call<{ id: number }>(request, organizer, 'post', '/api/person/teams', { firstName: name, sportId: 1, teamMembers: [{ personId: captain.id }] });
  return { teamId: team.id, personId, playerName: `${own.firstName} ${own.lastName}`.trim() };
}

const TEXTS = {
  es: { requests: '/solicitudes', tournament: '/torneos', participants: 'Participantes', approve: (id: number) => `Aprobar la solicitud #${id}`, reject: (id: number) => `Rechazar la solicitud #${id}`, confirm: 'Rechazar', reason: 'Motivo (opcional)', success: 'Operación exitosa. Serás redireccionado a pronto', approved: 'Solicitud aprobada.', rejected: 'Solicitud rechazada.', sent: 'Enviadas', withdraw: (id: number) => `Retirar la solicitud #${id}`, withdrawn: 'Solicitud retirada.', team: '/equipos', join: (name: string) => `Pedir unirme a ${name}`, status: { pending: 'En espera de aprobación', withdrawn: 'Retirada', expired: 'Caducada', approved: 'Aprobada' } },
  en: { requests: '/en/requests', tournament: '/en/tournaments', participants: 'Participants', approve: (id: number) => `Approve request #${id}`, reject: (id: number) => `Reject request #${id}`, confirm: 'Reject', reason: 'Reason (optional)', success: 'Success. You will be redirected shortly', approved: 'Request approved.', rejected: 'Request rejected.', sent: 'Sent', withdraw: (id: number) => `Withdraw request #${id}`, withdrawn: 'Request withdrawn.', team: '/en/teams', join: (name: string) => `Ask to join ${name}`, status: { pending: 'Awaiting approval', withdrawn: 'Withdrawn', expired: 'Expired', approved: 'Approved' } },
} as const;

/** The requests inbox and the top bar's pending count, in one language. */
export class RequestsScreen {
  readonly texts: (typeof TEXTS)[Locale];
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.texts = TEXTS[locale];
  }

  /** Opens the inbox; answers the pending count the top bar was given on the way (the server's own figure). */
  async open(query = ''): Promise<number> {
    const counted = this.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/certifications/pending-count');
    await this.page.goto(`${this.texts.requests}${query}`);
    await expect(this.page.locator('[data-route-id="requests"]')).toBeVisible();
    const response = await counted;
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { count: number } }).data.count;
  }

  /** The number on the user menu's badge; 0 when it shows none. Read it with `expect.poll`: it follows the server. */
  async pendingCount(): Promise<number> {
    await this.page.getByTestId('user-menu').click();
    const badge = this.page.getByTestId('pending-badge');
    const items = this.page.getByRole('menu');
    await expect(items).toBeVisible();
    const count = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
    await this.page.keyboard.press('Escape');
    await expect(items).toHaveCount(0);
    return count;
  }

  card(id: number): Locator {
    return this.page.locator(`[data-testid="certification"][data-request-id="${id}"]`);
  }

  async approve(id: number): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.approve(id) }).click();
    // The inbox stays where it is: its message says what was decided, not that a redirection follows.
    await expect(this.page.getByText(this.texts.approved)).toBeVisible();
    await expect(this.page.getByText(this.texts.success)).toHaveCount(0);
  }

  async reject(id: number, reason: string): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.reject(id) }).click();
    const dialog = this.page.getByTestId('reject-dialog');
    await dialog.getByLabel(this.texts.reason).fill(reason);
    await dialog.getByRole('button', { name: this.texts.confirm, exact: true }).click();
    await expect(this.page.getByText(this.texts.rejected)).toBeVisible();
  }

  /** The box has loaded: its list, or the empty state when nothing matches. */
  async loaded(): Promise<void> {
    await expect(this.page.getByTestId('requests-list').or(this.page.locator('[data-route-id="requests"] [data-slot="empty-state"]'))).toBeVisible();
  }

  /** The requester takes a pending request of the Sent box back. */
  async withdraw(id: number): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.withdraw(id), exact: true }).click();
    // Withdrawing sends nobody on: its message says what happened, not that a redirection follows.
    await expect(this.page.getByText(this.texts.withdrawn)).toBeVisible();
    await expect(this.page.getByText(this.texts.success)).toHaveCount(0);
  }

  /** A card shows the status it is in, by its badge as well as by its data. */
  async expectStatus(id: number, status: keyof (typeof TEXTS)[Locale]['status']): Promise<void> {
    await expect(this.card(id)).toHaveAttribute('data-status', status);
    await expect(this.card(id)).toContainText(this.texts.status[status]);
  }
}
