import type { Locale } from '../catalog';
import { CLIENT_ERROR_MESSAGES } from './client-errors';
import { CALENDAR_MAX_DAYS, IMAGE_MAX_MB } from './limits';
import { interpolate, parseMessageRef } from './message-ref';

/**
 * Validation and error message keys shared by the server (which answers in the caller's language)
 * and the web app (which loads them into i18next under the `validation` and `errors` namespaces).
 */
export const VALIDATION_MESSAGES = {
  required: { es: 'Este campo es obligatorio', en: 'This field is required' },
  invalidType: { es: 'Revisa este valor: no tiene el formato esperado', en: 'Check this value: it does not have the expected format' },
  email: { es: 'Escribe un correo electrónico válido', en: 'Enter a valid email address' },
  tooShort: { es: 'Mínimo {{min}} caracteres', en: 'At least {{min}} characters' },
  tooLong: { es: 'Máximo {{max}} caracteres', en: 'At most {{max}} characters' },
  tooMany: { es: 'Como máximo {{max}} elementos', en: 'At most {{max}} items' },
  tooHigh: { es: 'Escribe un número de {{max}} como máximo', en: 'Enter a number no greater than {{max}}' },
  controlCharacters: {
    es: 'Quita los caracteres invisibles o de control del texto',
    en: 'Remove the invisible or control characters from the text',
  },
  slug: {
    es: 'Usa minúsculas y dígitos separados por un solo guion',
    en: 'Use lowercase letters and digits separated by single hyphens',
  },
  color: { es: 'Escribe un color hexadecimal como #1a2b3c', en: 'Enter a hex colour such as #1a2b3c' },
  timeZone: { es: 'Elige una zona horaria de la lista', en: 'Choose a time zone from the list' },
  percent: { es: 'El porcentaje debe estar entre 0 y 100', en: 'The percentage must be between 0 and 100' },
  date: { es: 'Escribe una fecha que exista, con día, mes y año', en: 'Enter a date that exists, with day, month and year' },
  time: { es: 'Usa una hora válida HH:MM o HH.MM', en: 'Use a valid time HH:MM or HH.MM' },
  notInGroup: { es: 'Elige a alguien de este grupo', en: 'Choose someone in this group' },
  notInTargetGroup: { es: 'Elige a alguien del grupo de destino', en: 'Choose someone in the target group' },
  otherGroupOfPhase: { es: 'Elige otro grupo de la misma fase', en: 'Choose another group of the same phase' },
  groupSizesApart: {
    es: 'Los grupos quedarían con más de un participante de diferencia: intercambia a esta entrada con alguien del otro grupo',
    en: 'The groups would differ by more than one entry: swap this entry with someone in the other group instead',
  },
  integer: { es: 'Debe ser un número entero', en: 'Must be a whole number' },
  mustBeNumber: { es: 'Debe ser un número', en: 'Must be a number' },
  mustBeText: { es: 'Debe ser un texto', en: 'Must be text' },
  mustBeBoolean: { es: 'Debe ser verdadero o falso', en: 'Must be true or false' },
  mustBeList: { es: 'Debe ser una lista', en: 'Must be a list' },
  mustBeObject: { es: 'Debe ser un objeto con sus propios campos', en: 'Must be an object with its own fields' },
  mustBeOneOf: { es: 'Debe ser uno de: {{options}}', en: 'Must be one of: {{options}}' },
  tooLow: { es: 'Escribe un número de {{min}} como mínimo', en: 'Enter a number no lower than {{min}}' },
  tooFew: { es: 'Como mínimo {{min}} elementos', en: 'At least {{min}} items' },
  exactLength: { es: 'Debe tener exactamente {{length}} caracteres', en: 'Must have exactly {{length}} characters' },
  exactItems: { es: 'Debe tener exactamente {{length}} elementos', en: 'Must have exactly {{length}} items' },
  url: { es: 'Escribe una dirección web válida', en: 'Enter a valid web address' },
  versionRequired: {
    es: 'Falta la versión del registro que leíste: envíala para que no se pisen cambios de otra persona',
    en: 'The version of the record you read is missing: send it so nobody else\'s changes are overwritten',
  },
  positive: { es: 'Escribe un número mayor que cero', en: 'Enter a number greater than zero' },
  numeric: { es: 'Solo se admiten dígitos', en: 'Only digits are allowed' },
  oneOf: { es: 'Elige una de las opciones de la lista', en: 'Choose one of the options in the list' },
  chooseSport: { es: 'Elige un deporte', en: 'Choose a sport' },
  unknownKey: { es: 'Campo no permitido', en: 'Field not allowed' },
  dateRange: { es: 'La fecha final debe ser posterior a la inicial', en: 'The end date must come after the start date' },
  username: {
    es: 'Usa de 3 a 40 letras, dígitos, puntos, guiones o guiones bajos',
    en: 'Use 3 to 40 letters, digits, dots, hyphens or underscores',
  },
  passwordLength: { es: 'La contraseña debe tener entre 8 y 128 caracteres', en: 'The password must have 8 to 128 characters' },
  passwordBlank: { es: 'La contraseña no puede ser solo espacios', en: 'The password cannot be only spaces' },
  passwordCommon: {
    es: 'Esta contraseña es de las más usadas: elige otra',
    en: 'This is one of the most used passwords: choose another one',
  },
  passwordPersonal: {
    es: 'La contraseña no puede contener tu usuario o tu correo',
    en: 'The password cannot contain your username or your email',
  },
  passwordWeak: {
    es: 'Esta contraseña es demasiado fácil de adivinar: evita repeticiones y secuencias como aaaa o 1234, o hazla más larga',
    en: 'This password is too easy to guess: avoid repeats and sequences such as aaaa or 1234, or make it longer',
  },
  passwordMismatch: { es: 'Las contraseñas no coinciden', en: 'The passwords do not match' },
  coordinate: { es: 'La coordenada está fuera de rango', en: 'The coordinate is out of range' },
  imageRef: { es: 'Usa una imagen subida o una dirección https', en: 'Use an uploaded image or an https address' },
  sequenceRubbers: {
    es: 'Los partidos a ganar no coinciden con el orden de juego: se gana con más de la mitad de sus partidos',
    en: 'The matches to win do not fit the order of play: an encounter is won with more than half of its matches',
  },
  minMax: { es: 'El mínimo no puede ser mayor que el máximo', en: 'The minimum cannot be greater than the maximum' },
  ageRange: { es: 'Una edad va de 0 a 120 años', en: 'An age goes from 0 to 120 years' },
  doubleMembers: { es: 'Una pareja tiene exactamente dos jugadores', en: 'A double has exactly two players' },
  teamMembers: { es: 'Agrega al menos un jugador', en: 'Add at least one player' },
  teamRoster: { es: 'El equipo supera el máximo de jugadores de su deporte', en: 'The team exceeds its sport\'s roster limit' },
  duplicateMember: { es: 'Un jugador no puede estar dos veces', en: 'A player cannot be listed twice' },
  duplicateLevel: { es: 'Una división no puede estar dos veces', en: 'A division cannot be listed twice' },
  memberNotPlayer: { es: 'Solo se pueden agregar jugadores de esta comunidad', en: 'Only players of this community can be added' },
  sportNotAllowed: { es: 'Este deporte no está disponible en esta comunidad', en: 'This sport is not available in this community' },
  modalityDisabled: { es: 'Este deporte no admite esta modalidad', en: 'This sport does not allow this kind' },
  unknownReference: { es: 'El registro elegido no existe', en: 'The chosen record does not exist' },
  foreignReference: {
    es: 'Ese registro es de otra cuenta y no está compartido con la tuya: elige uno de tu cuenta',
    en: 'That record belongs to another account and is not shared with yours: choose one of your account',
  },
  slugTaken: { es: 'Este identificador ya está en uso', en: 'This identifier is already taken' },
  imageType: { es: 'Sube una imagen PNG, JPEG, WebP o GIF', en: 'Upload a PNG, JPEG, WebP or GIF image' },
  imageSize: { es: 'Sube una imagen de {{max}} MB como máximo', en: 'Upload an image of {{max}} MB at most' },
  birthDateFuture: { es: 'La fecha de nacimiento no puede ser posterior a hoy', en: 'The birth date cannot be after today' },
  birthDateTooOld: { es: 'Revisa el año: la fecha de nacimiento debe ser de 1900 en adelante', en: 'Check the year: the birth date must be in 1900 or later' },
  dateYears: { es: 'Elige una fecha entre {{min}} y {{max}}', en: 'Choose a date between {{min}} and {{max}}' },
  dateOrder: { es: 'La fecha final no puede ser anterior a la inicial', en: 'The end date cannot be before the start date' },
  dateSpan: { es: `Elige un periodo de ${CALENDAR_MAX_DAYS} días como máximo`, en: `Choose a period of at most ${CALENDAR_MAX_DAYS} days` },
  inscriptionAfterEnd: {
    es: 'Las inscripciones deben cerrar a más tardar el último día del torneo',
    en: 'Inscriptions must close by the last day of the tournament',
  },
  minEntries: { es: 'Un torneo admite al menos 2 inscritos', en: 'A tournament takes at least 2 entries' },
  maxEntriesLimit: { es: 'Un torneo admite como máximo 1024 inscritos', en: 'A tournament takes at most 1024 entries' },
  maxBelowEntries: {
    es: 'El máximo no puede ser menor que los inscritos actuales',
    en: 'The maximum cannot be lower than the current entries',
  },
  entriesFull: { es: 'Se superaría el máximo de inscritos del torneo', en: 'This would exceed the tournament\'s maximum entries' },
  wrongModality: {
    es: 'Su modalidad no es la del torneo (jugadores, parejas o equipos)',
    en: 'Its kind does not match the tournament\'s (players, doubles or teams)',
  },
  wrongSport: { es: 'Es de otro deporte que el del torneo', en: 'It belongs to another sport than the tournament\'s' },
  wrongGenre: { es: 'No corresponde a la categoría de género del torneo', en: 'It does not fit the tournament\'s gender category' },
  ageCategoryMismatch: {
    es: 'Su fecha de nacimiento no corresponde a la categoría de edad del torneo',
    en: 'Its birth date does not fit the tournament\'s age category',
  },
  birthDateMissing: {
    es: 'Falta la fecha de nacimiento para comprobar la categoría de edad',
    en: 'A birth date is needed to check the age category',
  },
  alreadyEntered: { es: 'Ya está inscrito en este torneo', en: 'It is already entered in this tournament' },
  inscriptionsClosed: {
    es: 'Las inscripciones de este torneo no están abiertas',
    en: 'Inscriptions for this tournament are not open',
  },
  noPlayerProfile: {
    es: 'Primero vincula tu perfil de jugador («Ese soy yo») en tu perfil',
    en: 'First link your player profile ("That\'s me") in your profile',
  },
  noEntrant: {
    es: 'Tu cuenta no tiene una pareja o equipo que pueda inscribirse en este torneo',
    en: 'Your account has no double or team that may enter this tournament',
  },
  personNotYours: {
    es: 'Solo puedes pedirlo para tu propio jugador o para una pareja o equipo de tu cuenta',
    en: 'You may only ask this for your own player or for a double or team of your account',
  },
  alreadyRequested: {
    es: 'Ya hay una solicitud pendiente para esto',
    en: 'There is already a pending request for this',
  },
  notATeam: { es: 'No es un equipo', en: 'It is not a team' },
  alreadyMember: { es: 'El jugador ya forma parte de este equipo', en: 'The player is already a member of this team' },
  playerClaimed: {
    es: 'Ese jugador ya está vinculado a otro usuario',
    en: 'That player is already linked to another user',
  },
  notAPlayer: { es: 'No es un jugador', en: 'It is not a player' },
  seedDuplicate: { es: 'Dos inscritos no pueden tener el mismo cabeza de serie', en: 'Two entries cannot share a seed' },
  seedRange: { es: 'El cabeza de serie no puede superar el número de inscritos', en: 'A seed cannot exceed the number of entries' },
  phaseOrder: { es: 'Indica cada fase del torneo una sola vez', en: 'List each phase of the tournament exactly once' },
  notInValid: { es: 'No pertenece a este torneo', en: 'It does not belong to this tournament' },
  notInRanking: { es: 'Esta foto es de otro ranking', en: 'This snapshot belongs to another ranking' },
  hasEntries: {
    es: 'No se puede cambiar mientras el torneo tenga inscritos',
    en: 'It cannot change while the tournament has entries',
  },
  statusLocked: {
    es: 'No se puede cambiar en el estado actual del torneo',
    en: 'It cannot be changed in the tournament\'s current status',
  },
  youtubeUrl: {
    es: 'Pega un enlace de YouTube: youtube.com/watch?v=… o youtu.be/…',
    en: 'Paste a YouTube link: youtube.com/watch?v=… or youtu.be/…',
  },
  eventField: { es: 'Este dato no corresponde a este tipo de evento', en: 'This detail does not belong to this kind of event' },
  samePerson: { es: 'Quien entra y quien sale deben ser personas distintas', en: 'The players coming on and going off must be different people' },
  notOnMatch: { es: 'Esta persona no juega en ese lado del partido', en: 'This person does not play on that side of the match' },
  sideEmpty: { es: 'Ese lado del partido todavía no tiene participante', en: 'That side of the match has no entry yet' },
  dateTime: { es: 'Escribe una fecha y hora completas, como 2026-11-28T09:30:00Z', en: 'Enter a full date and time, such as 2026-11-28T09:30:00Z' },
  timeOrder: { es: 'La hora final debe ser posterior a la inicial', en: 'The end time must come after the start time' },
  courtsRequired: { es: 'Agrega al menos una pista o mesa', en: 'Add at least one court or table' },
  duplicateCourt: { es: 'Cada pista o mesa de un lugar debe tener un nombre distinto', en: 'Each court or table of a place needs its own name' },
  duplicateDay: { es: 'Cada día puede aparecer una sola vez', en: 'Each day can be listed only once' },
  tieBreakOfSport: {
    es: 'Este desempate no es del deporte del torneo, y contaría mal los puntos de cada partido: usa {{options}}',
    en: "This tie-break is not the tournament's sport's, and would count each match's points wrongly: use {{options}}",
  },
  periodsOfSport: { es: 'En este deporte un partido tiene {{count}} periodos', en: 'In this sport a match has {{count}} periods' },
  oddGames: {
    es: 'Un partido se juega al mejor de un número impar de juegos (3, 5 o 7)',
    en: 'A match is played best of an odd number of games (3, 5 or 7)',
  },
  bestOfGames: { es: 'Un partido al mejor de {{max}} juegos se gana con {{toWin}}', en: 'A best-of-{{max}} match is won with {{toWin}} games' },
  notTimedSport: { es: 'Este deporte no se juega por tiempo: deja este valor vacío', en: 'This sport is not played against the clock: leave this empty' },
  noExtraTimeInSport: { es: 'En este deporte no hay prórroga', en: 'This sport has no extra time' },
  noPenaltiesInSport: { es: 'En este deporte no hay tanda de penales', en: 'This sport has no penalty shoot-out' },
  scheduleTarget: { es: 'Elige un torneo o una fase, solo uno de los dos', en: 'Choose a tournament or a phase, just one of them' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export const ERROR_MESSAGES = {
  ...CLIENT_ERROR_MESSAGES,
  captcha: { es: 'Captcha no válido', en: 'Invalid captcha' },
  captchaHarder: {
    es: 'Hubo muchos intentos fallidos con esta cuenta: espera a que termine la verificación, más larga, y vuelve a entrar',
    en: 'There were many failed attempts on this account: wait for the longer check to finish and sign in again',
  },
  somethingWentWrong: { es: 'Lo sentimos, algo ha salido mal', en: 'Sorry, something went wrong' },
  resourceUnavailableTitle: { es: 'Recurso no disponible o deshabilitado', en: 'Resource unavailable or disabled' },
  resourceUnavailableText: {
    es: 'Lo sentimos, por el momento el recurso que estas intentando acceder no se encuentra disponible',
    en: 'Sorry, the resource you are trying to reach is not available at the moment',
  },
  successRedirect: { es: 'Operación exitosa. Serás redireccionado a pronto', en: 'Success. You will be redirected shortly' },
  statusUnknown: { es: 'desconocido', en: 'unknown' },
  validation: { es: 'Revisa los campos marcados', en: 'Check the highlighted fields' },
  invalidJson: { es: 'El cuerpo de la petición no es JSON válido', en: 'The request body is not valid JSON' },
  payloadTooLarge: { es: 'La petición es demasiado grande', en: 'The request is too large' },
  badRequest: { es: 'La petición no se puede leer', en: 'The request cannot be read' },
  badUrl: { es: 'La dirección de la petición no es válida', en: 'The request address is not valid' },
  uriTooLong: { es: 'Un segmento de la dirección es demasiado largo', en: 'A segment of the address is too long' },
  unsupportedMediaType: { es: 'Tipo de contenido no admitido: envía JSON', en: 'Unsupported content type: send JSON' },
  headersTooLarge: { es: 'Las cabeceras de la petición son demasiado grandes', en: 'The request headers are too large' },
  timeout: { es: 'La petición tardó demasiado', en: 'The request took too long' },
  notFound: { es: 'No encontramos lo que buscas', en: 'We could not find what you are looking for' },
  routeNotFound: { es: 'Ruta no encontrada', en: 'Route not found' },
  unauthorized: { es: 'Debes iniciar sesión', en: 'You need to sign in' },
  rateLimited: {
    es: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo',
    en: 'Too many requests. Wait a moment and try again',
  },
  internal: { es: 'Error interno del servidor', en: 'Internal server error' },
  unavailable: { es: 'El servicio no está disponible en este momento', en: 'The service is not available right now' },
  starting: { es: 'La plataforma está arrancando: vuelve a intentarlo en unos segundos', en: 'The platform is starting: try again in a few seconds' },
  conflict: { es: 'El registro ya existe', en: 'The record already exists' },
  invalidCredentials: { es: 'Usuario o contraseña incorrectos', en: 'Wrong username or password' },
  tooManyAttempts: {
    es: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo',
    en: 'Too many attempts. Wait a minute and try again',
  },
  accountTaken: { es: 'Ese usuario o correo ya está registrado', en: 'That username or email is already registered' },
  tokenInvalid: { es: 'El enlace no es válido, ya se usó o caducó', en: 'The link is invalid, already used or expired' },
  wrongCurrentPassword: { es: 'La contraseña actual no es correcta', en: 'The current password is not correct' },
  socialUnavailable: { es: 'Ese proveedor de acceso no está disponible', en: 'That sign-in provider is not available' },
  uploadInvalid: { es: 'Sube una imagen PNG, JPEG o WebP', en: 'Upload a PNG, JPEG or WebP image' },
  uploadTooLarge: { es: `Sube una imagen de ${IMAGE_MAX_MB} MB como máximo`, en: `Upload an image of ${IMAGE_MAX_MB} MB at most` },
  staleVersion: {
    es: 'Alguien modificó este registro mientras lo editabas. Recarga y vuelve a intentarlo',
    en: 'Someone changed this record while you were editing it. Reload and try again',
  },
  idempotencyKeyInvalid: {
    es: 'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres ASCII imprimibles',
    en: 'The Idempotency-Key header must have 1 to 255 printable ASCII characters',
  },
  idempotencyKeyUnsupported: {
    es: 'La cabecera Idempotency-Key solo se admite en las llamadas que actúan como una cuenta con sesión iniciada o con un enlace de anotador, no en las públicas, al entrar ni al subir archivos: envía la petición sin ella',
    en: 'The Idempotency-Key header is only accepted on calls that act as a signed-in account or through a score-keeper link, not on public calls, signing in or uploads: send the request without it',
  },
  idempotencyKeyReused: {
    es: 'Esta Idempotency-Key ya se usó con otra petición: usa una clave nueva para cada petición distinta',
    en: 'This Idempotency-Key was already used with a different request: use a new key for each different request',
  },
  idempotencyKeyInUse: {
    es: 'Todavía se está procesando una petición con esta Idempotency-Key: vuelve a intentarlo en unos segundos',
    en: 'A request with this Idempotency-Key is still being processed: try again in a few seconds',
  },
  matchAlreadyPlayed: { es: 'Este partido ya tiene resultado', en: 'This match already has a result' },
  inUse: { es: 'No se puede eliminar porque está en uso', en: 'It cannot be deleted because it is in use' },
  crossSite: {
    es: 'Esta acción solo se puede hacer desde las páginas de la plataforma',
    en: 'This action can only be done from the platform\'s own pages',
  },
  playerNotManaged: {
    es: 'Solo la cuenta que gestiona a este jugador puede vincularlo a un usuario',
    en: 'Only the account that manages this player can link it to a user',
  },
  invitationAnswered: {
    es: 'Esta invitación ya fue respondida o retirada',
    en: 'This invitation has already been answered or withdrawn',
  },
  drawLocked: {
    es: 'La fase ya tiene resultados: no se puede volver a sortear',
    en: 'The phase already has results: it cannot be drawn again',
  },
  groupsLocked: {
    es: 'La fase ya tiene resultados: nadie puede cambiar de grupo',
    en: 'The phase already has results: nobody can change groups',
  },
  previousPhaseUnfinished: {
    es: 'La fase anterior debe terminar antes de sortear esta',
    en: 'The previous phase must be finished before this one is drawn',
  },
  phaseStarted: {
    es: 'La fase ya empezó: su configuración y su lugar en el orden ya no cambian, ni se puede eliminar',
    en: 'The phase has already started: its settings and its place in the order no longer change, and it cannot be deleted',
  },
  phaseNotDrawn: { es: 'La fase todavía no se sorteó', en: 'The phase has not been drawn yet' },
  matchesUnplayed: {
    es: 'Faltan resultados: cada partido debe tener el suyo antes de terminar la fase',
    en: 'Results are missing: every match needs one before the phase can finish',
  },
  phaseLocked: {
    es: 'La fase terminó o se canceló: sus resultados ya no cambian',
    en: 'The phase is finished or canceled: its results no longer change',
  },
  notCommunityMember: {
    es: 'Tu cuenta no pertenece a esta comunidad: no puedes publicar en ella',
    en: 'Your account does not belong to this community: you cannot publish in it',
  },
  notCommunityAdmin: {
    es: 'Solo las cuentas administradoras de la comunidad pueden cambiarla',
    en: "Only the community's admin accounts can change it",
  },
  selfGrantedAdmin: {
    es: 'No puedes hacer administradora de una comunidad a una cuenta tuya',
    en: 'You cannot make an account of your own an admin of a community',
  },
  phaseNotStarted: {
    es: 'La fase todavía no empezó: iníciala primero para cargar resultados',
    en: 'The phase has not started yet: start it first to enter results',
  },
  lastAdmin: { es: 'La comunidad necesita al menos una cuenta administradora', en: 'A community needs at least one admin account' },
  dependentsWouldClear: {
    es: 'Esta corrección cambia quién pasa de ronda: los resultados de los partidos que siguen se borrarán. Confírmalo para seguir',
    en: 'This correction changes who goes through: the results of the matches that follow will be cleared. Confirm to go on',
  },
  laterPhaseDrawn: {
    es: 'Una fase posterior ya se sorteó con los resultados de esta: este resultado ya no se puede corregir',
    en: "A later phase was already drawn from this phase's results: this result can no longer be corrected",
  },
  nothingToCorrect: {
    es: 'Este partido todavía no tiene resultado: cárgalo en lugar de corregirlo',
    en: 'This match has no result yet: enter it instead of correcting it',
  },
  liveStreamsFull: {
    es: 'Hay demasiadas páginas en vivo abiertas desde tu conexión. Cierra alguna e inténtalo de nuevo',
    en: 'Too many live pages are open from your connection. Close one and try again',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/** The text of a validation message reference (`tooLong?max=80`) in a language; an unknown key is shown as written. */
export function validationMessage(ref: string, locale: Locale): string {
  const { key, params } = parseMessageRef(ref);
  const entry = (VALIDATION_MESSAGES as Record<string, Record<Locale, string> | undefined>)[key];
  return entry ? interpolate(entry[locale], params) : ref;
}

export function errorMessage(key: ErrorMessageKey, locale: Locale): string {
  return ERROR_MESSAGES[key][locale];
}
