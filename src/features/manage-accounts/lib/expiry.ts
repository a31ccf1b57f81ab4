/**
 * The instant a key chosen to expire on `day` (`YYYY-MM-DD`, the person's own calendar) ends: the last moment of
 * that day where they are. Anything else is sent as typed, so the server's message lands on the field.
 */
export function expiryOf(day: string): string | null {
  if (day.trim() === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const end = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? day : end.toISOString();
}
