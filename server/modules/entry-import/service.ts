import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { valids } from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { actingAccounts } from '../../lib/references';
import { requireAuth } from '../../plugins/auth';
import { ERROR_CODES, IMPORT_MAX_ROWS, importMessage, type EntryImportPreview, type EntryImportResult, type PlayerInput } from '@domain/contract';
import { enterApproved, lockedActiveCount, ownOpenValid, rulesOf } from '../inscribed/service';
import { insertPlayer } from '../people/service';
import type { ValidRow } from '../valids/queries';
import { analyse, type Analysis } from './analyse';
import { readImport, type ReadRow } from './parse';

function readOrRefuse(request: FastifyRequest, text: string): ReadRow[] {
  const read = readImport(text, IMPORT_MAX_ROWS, requestLocale(request));
  if (!read.ok) throw badRequest('body.text', importMessage(read.key, requestLocale(request)));
  return read.rows;
}

const summary = (analysis: Analysis): EntryImportPreview => {
  const valid = analysis.rows.filter((row) => row.action !== 'skip');
  return {
    rows: analysis.rows.map(({ clubId: _clubId, ...row }) => row),
    counts: {
      rows: analysis.rows.length,
      valid: valid.length,
      matched: valid.filter((row) => row.action === 'match').length,
      created: valid.filter((row) => row.action === 'create').length,
      faulty: analysis.rows.length - valid.length,
    },
    token: analysis.token,
  };
};

/** The dry run: every row checked and matched, nothing written. */
export async function previewImport(db: Database, request: FastifyRequest, validId: number, text: string): Promise<EntryImportPreview> {
  const valid = await ownOpenValid(db, request, validId);
  const read = readOrRefuse(request, text);
  const context = { valid, rules: await rulesOf(db, valid), accounts: await actingAccounts(db, request), locale: requestLocale(request) };
  return summary(await analyse(db, context, read));
}

/**
 * Writes exactly the rows the preview found valid: new players first, then the entries, in one transaction under
 * the tournament's lock. The rows are checked again inside it; when the outcome differs from the preview's
 * (the token), nothing is written and the answer is 409.
 */
export async function confirmImport(db: Database, request: FastifyRequest, validId: number, text: string, token: string): Promise<EntryImportResult> {
  const { accountId } = requireAuth(request);
  const locale = requestLocale(request);
  const before = await ownOpenValid(db, request, validId);
  const read = readOrRefuse(request, text);
  const accounts = await actingAccounts(db, request);
  const rules = await rulesOf(db, before);
  return db.transaction(async (tx) => {
    await lockedActiveCount(tx, validId);
    const [locked] = await tx.select({ version: valids.version, statusId: valids.statusId, maxEntries: valids.maxEntries }).from(valids).where(eq(valids.id, validId));
    const valid: ValidRow = { ...before, ...locked };
    const analysis = await analyse(tx, { valid, rules, accounts, locale }, read);
    if (analysis.token !== token) throw new ApiError(409, ERROR_CODES.conflict, null, importMessage('changed', locale), undefined, { version: valid.version });
    let created = 0;
    let entered = 0;
    for (const row of analysis.rows) {
      if (row.action === 'skip') continue;
      let personId = row.personId;
      if (personId === null) {
        const input: PlayerInput = {
          firstName: row.firstName,
          lastName: row.lastName,
          avatar: null,
          birthDate: row.birthDate,
          genreId: row.genreId,
          address: null,
          sportId: null,
          clubs: row.clubId === null ? [] : [row.clubId],
          handedness: null,
        };
        personId = await insertPlayer(tx, { communityId: valid.communityId, accountId }, input, valid.sportId);
        created += 1;
      }
      const refusal = await enterApproved(tx, valid, { id: personId, clubId: row.clubId }, 'added');
      if (refusal) throw new ApiError(409, ERROR_CODES.conflict, null, importMessage('changed', locale));
      entered += 1;
    }
    return { entered, created };
  });
}

