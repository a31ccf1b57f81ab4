import * as v from 'valibot';
import { APPROVAL_STATES, type ApprovalState } from '../machines';
import { id, idParam, optionalText, wholeNumber } from './fields';

/** A player (or the owner of a double or team) entering a tournament; a player joining a team; a user claiming a player. */
export const CERTIFICATION_TYPES = ['join-team', 'tournament-inscription', 'player-link'] as const;
/** The approval machine's states: the machine is the only authority on how they change. */
export const CERTIFICATION_STATUSES = APPROVAL_STATES;
export type CertificationType = (typeof CERTIFICATION_TYPES)[number];
export type CertificationStatus = ApprovalState;

const message = v.optional(v.nullable(optionalText(500)), null);

/** `POST certifications`: what is asked. `personId` is who enters or joins; the user's own player when left out. */
export const CertificationCreateInput = v.variant(
  'type',
  [
    v.object({ type: v.literal('tournament-inscription'), validId: id, personId: v.optional(id), message }),
    v.object({ type: v.literal('join-team'), teamId: id, personId: v.optional(id), message }),
    v.object({ type: v.literal('player-link'), personId: id, message }),
  ],
  'oneOf',
);
export type CertificationCreateInput = v.InferOutput<typeof CertificationCreateInput>;

/** `PUT certifications`: the deciding account rejects (with an optional reason), or the requester withdraws. */
export const CertificationUpdateInput = v.object({
  id,
  version: wholeNumber(1),
  action: v.picklist(['reject', 'withdraw'], 'oneOf'),
  reason: v.optional(v.nullable(optionalText(500)), null),
});
export type CertificationUpdateInput = v.InferOutput<typeof CertificationUpdateInput>;

/** `POST certifications/approvals`: approve the request at the version read. */
export const CertificationApprovalInput = v.object({ id, version: wholeNumber(1) });
export type CertificationApprovalInput = v.InferOutput<typeof CertificationApprovalInput>;

/** Received (the inbox of the account acted as) or sent (by the user), narrowed by status and type. */
export const CertificationListQuery = v.object({
  box: v.optional(v.picklist(['received', 'sent'], 'oneOf'), 'received'),
  status: v.optional(v.picklist(CERTIFICATION_STATUSES, 'oneOf')),
  type: v.optional(v.picklist(CERTIFICATION_TYPES, 'oneOf')),
});
export type CertificationListQuery = v.InferOutput<typeof CertificationListQuery>;

export const CertificationUserQuery = v.object({
  status: v.optional(v.picklist(CERTIFICATION_STATUSES, 'oneOf')),
  type: v.optional(v.picklist(CERTIFICATION_TYPES, 'oneOf')),
});

/** `GET certifications/eligibility`: may the user ask to enter this tournament, or to join this team? */
export const EligibilityQuery = v.pipe(
  v.object({ validId: v.optional(idParam), teamId: v.optional(idParam) }),
  v.check((input) => (input.validId === undefined) !== (input.teamId === undefined), 'oneOf'),
);

export interface Eligibility {
  eligible: boolean;
  /** Why not, in the caller's language. */
  reason: string | null;
  reasonCode: string | null;
  /** The tournament decides each entry (a request waits) or takes it at once. */
  requiresApproval: boolean;
  /** A request of the user's still waiting for this tournament or team. */
  pendingRequestId: number | null;
}

export interface CertificationHistoryItem {
  status: CertificationStatus;
  at: string;
  by: { id: number; fullName: string } | null;
  reason: string | null;
}

export interface CertificationRequest {
  id: number;
  type: CertificationType;
  status: CertificationStatus;
  requester: { id: number; fullName: string };
  targetAccount: { id: number; name: string };
  person: { id: number; name: string } | null;
  team: { id: number; name: string } | null;
  valid: { id: number; name: string } | null;
  validId: number | null;
  message: string | null;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: { id: number; fullName: string } | null;
  history: CertificationHistoryItem[];
  version: number;
}

export interface PendingCount {
  count: number;
}
