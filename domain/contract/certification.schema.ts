export const CERTIFICATION_TYPES = ['join-team', 'tournament-inscription'] as const;
export const CERTIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CertificationType = (typeof CERTIFICATION_TYPES)[number];
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export interface CertificationRequest {
  id: number;
  type: CertificationType;
  status: CertificationStatus;
  requester: { id: number; fullName: string };
  targetAccount: { id: number; name: string };
  person: { id: number; name: string } | null;
  team: { id: number; name: string } | null;
  validId: number | null;
  message: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface PendingCount {
  count: number;
}
