import * as v from 'valibot';
import type { Locale } from '../catalog';
import { idParam, text, wholeNumberText } from './fields';
import { instant } from './calendar.schema';
import { maxCharsMessage } from './message-ref';

/**
 * Every key starts with this, so a program's `Authorization: Bearer …` is told apart from a session token (43
 * base64url characters) at a glance, and a key pasted somewhere it should not be is easy to search for.
 */
export const API_KEY_PREFIX = 'tk_live_';
/** The header a program may send its key in instead of `Authorization: Bearer`. */
export const API_KEY_HEADER = 'x-api-key';
export const API_KEY_NAME_MAX = 60;

/**
 * What a key may do. `read` answers reads only (with whatever private data the account may read); `results` also
 * enters and corrects results and runs the score desk; `entries` also enters people in tournaments; `admin` does
 * everything the account may do except manage the account itself (its users, shares and keys).
 */
export const API_KEY_SCOPES = ['read', 'results', 'entries', 'admin'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** `POST account/api-keys`: a named key of the acting account with its scopes and, if given, the instant it ends. */
export const ApiKeyInput = v.object({
  name: v.pipe(text, v.trim(), v.nonEmpty('required'), v.maxLength(API_KEY_NAME_MAX, maxCharsMessage(API_KEY_NAME_MAX))),
  scopes: v.pipe(v.array(v.picklist(API_KEY_SCOPES, 'oneOf'), 'invalidType'), v.minLength(1, 'required'), v.maxLength(API_KEY_SCOPES.length, 'invalidType')),
  expiresAt: v.optional(v.nullable(instant)),
});
export type ApiKeyInput = v.InferOutput<typeof ApiKeyInput>;

/** `DELETE account/api-keys/{id}?version=`: revokes the key on the version read. */
export const ApiKeyRevokeQuery = v.object({ version: wholeNumberText(1) });
export const ApiKeyParams = v.object({ id: idParam });

/** A key as its account's owners list it: the secret itself is shown once, when the key is made. */
export interface ApiKey {
  id: number;
  name: string;
  /** The first characters of the secret, enough to recognise it in a program's settings. */
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  version: number;
}

/** `POST account/api-keys`'s answer: the key and its secret, which is kept nowhere else. */
export interface ApiKeyCreated extends ApiKey {
  secret: string;
}

/** The API's texts about keys, in both languages (`{{scope}}`, `{{name}}` filled in by the server or i18next). */
export const API_KEY_MESSAGES = {
  revoked: { es: 'Esta clave de API fue revocada: pide una nueva al propietario de la cuenta', en: 'This API key has been revoked: ask the account owner for a new one' },
  expired: { es: 'Esta clave de API ha caducado: pide una nueva al propietario de la cuenta', en: 'This API key has expired: ask the account owner for a new one' },
  unknown: { es: 'Esta clave de API no existe', en: 'This API key does not exist' },
  scopeMissing: {
    es: 'Esta clave de API no tiene el permiso «{{scope}}» que pide esta acción',
    en: 'This API key lacks the "{{scope}}" scope this action needs',
  },
  personal: {
    es: 'Esta acción es de una persona con sesión iniciada: no se puede hacer con una clave de API',
    en: 'This action belongs to a signed-in person: it cannot be done with an API key',
  },
  otherAccount: {
    es: 'Esta clave de API pertenece a otra cuenta: no envíes x-account-id o envía el de la clave',
    en: 'This API key belongs to another account: leave out x-account-id or send the key\'s own',
  },
  notYourAccount: { es: 'La cuenta de x-account-id no es una de tus cuentas', en: 'The account in x-account-id is not one of your accounts' },
  chooseAccount: {
    es: 'Tienes varias cuentas: indica en la cabecera x-account-id con cuál actúas',
    en: 'You have several accounts: say which one you act as in the x-account-id header',
  },
  pastExpiry: { es: 'Elige un momento futuro para que caduque', en: 'Choose a moment in the future for it to expire' },
} as const satisfies Record<string, Record<Locale, string>>;
export type ApiKeyMessageKey = keyof typeof API_KEY_MESSAGES;
