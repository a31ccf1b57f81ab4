const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date formatter for a language and options, made once and kept: making one loads the language's calendar data,
 * which costs far more than formatting a date with it, and lists and calendars format a date on every row.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  const known = formats.get(key);
  if (known) return known;
  const made = new Intl.DateTimeFormat(locale, options);
  formats.set(key, made);
  return made;
}
