/** Mailed links carry their token in the fragment (`#token=…`), which never reaches a server log. */
export function fragmentToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}
