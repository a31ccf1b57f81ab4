import * as v from 'valibot';
import { id, idParam } from './fields';
import { pagingQuery, searchQuery, versionField } from './catalog-fields';
import { CommunityInput } from './community.schema';

export const COMMUNITY_ROLES = ['admin', 'member'] as const;
export type CommunityRole = (typeof COMMUNITY_ROLES)[number];

export const CommunityListQuery = v.object({ ...pagingQuery(24), q: searchQuery });
export const CommunityUpdateInput = v.object({ ...CommunityInput.entries, version: versionField });

export const CommunityAccountInput = v.object({ communityId: id, accountId: id, role: v.optional(v.picklist(COMMUNITY_ROLES, 'oneOf'), 'member') });
export const CommunityAccountUpdate = v.object({ role: v.picklist(COMMUNITY_ROLES, 'oneOf'), version: versionField });
export const CommunityAccountQuery = v.object({ communityId: idParam });

export interface CommunityAccount {
  id: number;
  communityId: number;
  accountId: number;
  accountName: string;
  role: CommunityRole;
  version: number;
}

/** A community as its own page shows it: who created it and how much it holds. */
export interface CommunityDetail {
  id: number;
  name: string;
  domain: string;
  lookAndFeel: { logos: { brand: string; icon?: string | undefined }; primary: string; secondary: string };
  sportId: number | null;
  isDefault: boolean;
  /** IANA time zone that the community's calendars and match times are shown in. */
  timeZone: string;
  createdByAccountId: number | null;
  version: number;
  counts: { clubs: number; places: number; players: number; seasons: number };
  /** Whether the caller may change it: acting as one of its admin accounts, with a role that has `communities`. */
  canEdit: boolean;
  /** Whether the caller may add, change and remove its accounts: the same, with `communityAccounts`. */
  canManageAccounts: boolean;
}

export interface UploadedImage {
  id: number;
  url: string;
  contentType: string;
}
