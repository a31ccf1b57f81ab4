/** The spec's permission resources, each a thing a role template may allow. */
export const PERMISSION_RESOURCES = [
  'register',
  'login',
  'clubes',
  'favorites',
  'ranking',
  'createValid',
  'createRanking',
  'createClub',
  'createTournament',
  'createPlayer',
  'createLevelCategory',
  'createAgeCategory',
  'createDiscount',
  'createPlace',
  'createLevelGroup',
  'seasons',
  'organizers',
  'communities',
  'communityAccounts',
  'matchDesk',
  'scorekeeperLinks',
] as const;

export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

export function isPermissionResource(value: string): value is PermissionResource {
  return (PERMISSION_RESOURCES as readonly string[]).includes(value);
}
