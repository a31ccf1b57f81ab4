/**
 * A validation message is a key of VALIDATION_MESSAGES, optionally carrying the values its text names:
 * `tooLong?max=80` reads "Máximo 80 caracteres". Schemas build them with `messageRef`; the server and the
 * web app both read them with `parseMessageRef`, so a limit is written once, where it is enforced.
 */
export function messageRef(key: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return `${key}?${query.toString()}`;
}

export function parseMessageRef(ref: string): { key: string; params: Record<string, string> } {
  const at = ref.indexOf('?');
  if (at < 0) return { key: ref, params: {} };
  return { key: ref.slice(0, at), params: Object.fromEntries(new URLSearchParams(ref.slice(at + 1))) };
}

/** Fills `{{name}}` placeholders the way i18next does, for texts read outside it (the server). */
export function interpolate(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** At most `max` characters in a text. */
export const maxCharsMessage = (max: number) => messageRef('tooLong', { max });
/** At least `min` characters in a text. */
export const minCharsMessage = (min: number) => messageRef('tooShort', { min });
/** At most `max` items in a list. */
export const maxItemsMessage = (max: number) => messageRef('tooMany', { max });
/** A number of at most `max`. */
export const maxValueMessage = (max: number) => messageRef('tooHigh', { max });
