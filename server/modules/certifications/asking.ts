import { and, eq } from 'drizzle-orm';
import { validationMessage, type CertificationCreateInput, type Eligibility } from '@domain/contract';
import type { Locale } from '@domain/catalog';
import { MODALITY_IDS } from '@domain/catalog';
import type { Database } from '../../db/client';
import { certificationRequests } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { allows } from '../identity/memberships';
import { validById } from '../valids/service';
import { claimedBy, entrantFor, isMember, joinerFor, pendingRequestId, personOwner, windowOpen, type Decision, type Refusal } from './eligibility';

type Who = Pick<AuthContext, 'userId' | 'accountId' | 'membership'>;

/** What a request will be once accepted: the row to write, and whether it needs anyone's decision. */
export interface Plan {
  row: {
    type: CertificationCreateInput['type'];
    targetAccountId: number;
    personId: number;
    teamPersonId: number | null;
    validId: number | null;
  };
  /** Taken at once: a tournament without approval, or a player the user acts for the account of (with createPlayer). */
  immediate: boolean;
}

const no = (refusal: Refusal): Decision<Plan> => ({ ok: false, refusal });

async function planInscription(db: Database, who: Who, validId: number, personId: number | undefined): Promise<Decision<Plan>> {
  const valid = await validById(db, validId);
  if (!windowOpen(valid)) return no('inscriptionsClosed');
  if (valid.createdByAccountId === null) return no('unknownReference');
  const entrant = await entrantFor(db, who, valid, personId);
  if (!entrant.ok) return entrant;
  if (await pendingRequestId(db, who.userId, and(eq(certificationRequests.validId, validId), eq(certificationRequests.personId, entrant.value.id)))) return no('alreadyRequested');
  return {
    ok: true,
    value: { row: { type: 'tournament-inscription', targetAccountId: valid.createdByAccountId, personId: entrant.value.id, teamPersonId: null, validId }, immediate: !valid.requiresApproval },
  };
}

async function planJoin(db: Database, who: Who, teamId: number, personId: number | undefined): Promise<Decision<Plan>> {
  const team = await personOwner(db, teamId);
  if (!team) throw notFound();
  if (team.modalityId !== MODALITY_IDS.team) return no('notATeam');
  if (team.ownerAccountId === null) return no('unknownReference');
  const joiner = await joinerFor(db, who, personId);
  if (!joiner.ok) return joiner;
  if (await isMember(db, teamId, joiner.value)) return no('alreadyMember');
  if (await pendingRequestId(db, who.userId, and(eq(certificationRequests.teamPersonId, teamId), eq(certificationRequests.personId, joiner.value)))) return no('alreadyRequested');
  return { ok: true, value: { row: { type: 'join-team', targetAccountId: team.ownerAccountId, personId: joiner.value, teamPersonId: teamId, validId: null }, immediate: false } };
}

async function planLink(db: Database, who: Who, personId: number): Promise<Decision<Plan>> {
  const player = await personOwner(db, personId);
  if (!player) throw notFound();
  if (player.modalityId !== MODALITY_IDS.single) return no('notAPlayer');
  if (player.ownerAccountId === null) return no('unknownReference');
  if ((await claimedBy(db, personId)) !== null) return no('playerClaimed');
  if (await pendingRequestId(db, who.userId, and(eq(certificationRequests.type, 'player-link'), eq(certificationRequests.personId, personId)))) return no('alreadyRequested');
  return {
    ok: true,
    // Taken at once only by whoever would decide the request: the player's account, through a role with createPlayer.
    value: {
      row: { type: 'player-link', targetAccountId: player.ownerAccountId, personId, teamPersonId: null, validId: null },
      immediate: player.ownerAccountId === who.accountId && allows(who.membership, 'createPlayer'),
    },
  };
}

/** Checks a request as it is asked: who may ask, for whom, and whether it fits. */
export function planRequest(db: Database, who: Who, input: CertificationCreateInput): Promise<Decision<Plan>> {
  switch (input.type) {
    case 'tournament-inscription':
      return planInscription(db, who, input.validId, input.personId);
    case 'join-team':
      return planJoin(db, who, input.teamId, input.personId);
    case 'player-link':
      return planLink(db, who, input.personId);
  }
}

/** For the "Enter" and "Join" buttons: whether the user may ask, and why not. */
export async function eligibility(db: Database, who: Who, target: { validId?: number | undefined; teamId?: number | undefined }, locale: Locale): Promise<Eligibility> {
  const decision =
    target.validId !== undefined ? await planInscription(db, who, target.validId, undefined) : await planJoin(db, who, target.teamId ?? 0, undefined);
  const where =
    target.validId !== undefined ? eq(certificationRequests.validId, target.validId) : eq(certificationRequests.teamPersonId, target.teamId ?? 0);
  const pending = await pendingRequestId(db, who.userId, where);
  const requiresApproval = target.validId !== undefined ? (await validById(db, target.validId)).requiresApproval : true;
  if (decision.ok) {
    return { eligible: true, reason: null, reasonCode: null, requiresApproval, pendingRequestId: pending };
  }
  return { eligible: false, reason: validationMessage(decision.refusal, locale), reasonCode: decision.refusal, requiresApproval, pendingRequestId: pending };
}
