import type { FastifyRequest } from 'fastify';
import { nextStatus, type StatusId } from '@domain/machines';
import { ERROR_CODES, errorMessage, statusEventOf, type StatusChangeInput } from '@domain/contract';
import { ApiError } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { OUTBOX_TYPES, type DomainEvent } from '../outbox/service';

interface StatusRow {
  id: number;
  statusId: number;
  version: number;
}

/** 409 with the record's current version and status, so the caller can reload and retry. */
export function refusedChange(request: FastifyRequest, row: StatusRow, message?: string): ApiError {
  const text = message ?? errorMessage('staleVersion', requestLocale(request));
  return new ApiError(409, ERROR_CODES.conflict, null, text, undefined, { version: row.version, statusId: row.statusId });
}

export interface StatusDecision {
  status: StatusId;
  /** The outbox rows the change asks for (finishing: one ranking-processing request). */
  events: DomainEvent[];
}

/**
 * Asks the status machine whether `action` may happen to the row as the caller saw it: a stale version or an
 * illegal move answers 409 (the machine's reason, in the caller's language); otherwise the new status and the
 * events to record with it. The dedupe key of ranking processing is per record, so it is recorded once.
 */
export function decideStatus(request: FastifyRequest, scope: 'valid' | 'phase', row: StatusRow, input: StatusChangeInput): StatusDecision {
  if (input.version !== row.version) throw refusedChange(request, row);
  const outcome = nextStatus(row.statusId, statusEventOf(input.action), { scope, id: row.id });
  if (!outcome.ok) throw refusedChange(request, row, outcome.message[requestLocale(request)]);
  const events = outcome.effects.map((effect) => ({
    topic: `${effect.scope}:${effect.id}`,
    type: OUTBOX_TYPES.rankingProcessing,
    payload: { scope: effect.scope, id: effect.id, statusId: outcome.status },
    dedupeKey: `${OUTBOX_TYPES.rankingProcessing}:${effect.scope}:${effect.id}`,
  }));
  return { status: outcome.status, events };
}
