import * as v from 'valibot';
import { PERMISSION_RESOURCES, type PermissionResource } from '../catalog';
import { id, idParam, requiredText, wholeNumber } from './fields';
import { maxItemsMessage } from './message-ref';

export const AccountCreateInput = v.object({ name: requiredText(120) });
export const AccountUpdateInput = v.object({ id, name: requiredText(120), version: wholeNumber(1) });
export type AccountUpdateInput = v.InferOutput<typeof AccountUpdateInput>;

export const AccountQuery = v.object({ accountId: idParam });

/**
 * Invites a user, named by username or email, to an account with a role template. The answer is the same
 * whether or not the name belongs to anyone; the user joins only by accepting in their requests inbox.
 */
export const AccountUserInput = v.object({ accountId: id, user: requiredText(254), roleId: id });
export const AccountUserUpdate = v.object({ accountId: id, roleId: id });

/** Invites another account (named by its id) to act as this one with the given role; its owner accepts or declines. */
export const AccountShareInput = v.object({ accountId: id, sharedWithAccountId: id, roleId: id });
export const AccountShareUpdate = v.object({ roleId: id });

/** Accepting or declining an invitation names the version that was read. */
export const InvitationAnswer = v.object({ version: wholeNumber(1) });

export type InvitationKind = 'member' | 'share';
export type InvitationStatus = 'pending' | 'accepted' | 'declined';

/** An invitation as the inviting account's owner sees it: what was typed, never whether it matched anyone. */
export interface SentInvitation {
  id: number;
  accountId: number;
  kind: InvitationKind;
  invited: string;
  roleId: number;
  roleName: string;
  /** Declined invitations read as pending to the inviter, so an answer reveals nothing about who exists. */
  status: 'pending';
  createdAt: string;
}

/** An invitation as the invited side sees it in its requests inbox. */
export interface ReceivedInvitation {
  id: number;
  kind: InvitationKind;
  account: { id: number; name: string };
  /** For a share: the account of yours that would act as the inviting one. */
  grantee: { id: number; name: string } | null;
  invitedBy: string | null;
  roleName: string;
  resources: PermissionResource[];
  status: InvitationStatus;
  createdAt: string;
  version: number;
}

const resources = v.pipe(
  v.array(v.picklist(PERMISSION_RESOURCES, 'oneOf'), 'invalidType'),
  v.maxLength(PERMISSION_RESOURCES.length, maxItemsMessage(PERMISSION_RESOURCES.length)),
  v.transform((list) => [...new Set(list)]),
);

export const RoleInput = v.object({ accountId: id, name: requiredText(80), resources });
export const RoleUpdate = v.object({ name: requiredText(80), resources, version: wholeNumber(1) });
export type RoleInput = v.InferOutput<typeof RoleInput>;
export type RoleUpdate = v.InferOutput<typeof RoleUpdate>;

export interface ManagedAccount {
  id: number;
  name: string;
  version: number;
  /** The user owns it directly and may manage users, shares and templates. */
  owned: boolean;
  shared: boolean;
}

export interface AccountMember {
  userId: number;
  user: string;
  fullName: string;
  avatar: string | null;
  isOwner: boolean;
  roleId: number | null;
  roleName: string | null;
}

export interface AccountShare {
  id: number;
  accountId: number;
  sharedWithAccountId: number;
  sharedWithName: string;
  roleId: number;
  roleName: string;
}

export interface RoleTemplate {
  id: number;
  accountId: number;
  name: string;
  resources: PermissionResource[];
  version: number;
}

export interface PermissionResourceInfo {
  resource: PermissionResource;
  label: string;
}

/** What each permission resource lets a role do, as the templates screen and `GET roles/resources` show it. */
export const PERMISSION_RESOURCE_LABELS: Record<PermissionResource, { es: string; en: string }> = {
  register: { es: 'Registrar usuarios', en: 'Register users' },
  login: { es: 'Iniciar sesión', en: 'Sign in' },
  clubes: { es: 'Ver clubes', en: 'See clubs' },
  favorites: { es: 'Favoritos', en: 'Favourites' },
  ranking: { es: 'Gestionar rankings', en: 'Manage rankings' },
  createValid: { es: 'Crear torneos', en: 'Create tournaments' },
  createRanking: { es: 'Crear rankings', en: 'Create rankings' },
  createClub: { es: 'Crear clubes', en: 'Create clubs' },
  createTournament: { es: 'Crear torneos múltiples', en: 'Create multi-tournaments' },
  createPlayer: { es: 'Crear jugadores y equipos', en: 'Create players and teams' },
  createLevelCategory: { es: 'Crear categorías de nivel', en: 'Create level categories' },
  createAgeCategory: { es: 'Crear categorías de edad', en: 'Create age categories' },
  createDiscount: { es: 'Crear sistemas de puntaje', en: 'Create rating systems' },
  createPlace: { es: 'Crear lugares', en: 'Create places' },
  createLevelGroup: { es: 'Crear divisiones', en: 'Create divisions' },
  seasons: { es: 'Gestionar temporadas', en: 'Manage seasons' },
  organizers: { es: 'Gestionar organizadores', en: 'Manage organisers' },
  communities: { es: 'Gestionar comunidades', en: 'Manage communities' },
  communityAccounts: { es: 'Gestionar las cuentas de una comunidad', en: "Manage a community's accounts" },
  matchDesk: { es: 'Llevar la mesa de control: llamar e iniciar partidos', en: 'Run the desk: call and start matches' },
  scorekeeperLinks: { es: 'Crear y revocar enlaces de anotador', en: 'Create and revoke score-keeper links' },
};
