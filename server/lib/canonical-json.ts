/**
 * A value written as JSON with every object's keys in order, so that two bodies that differ only in the order of
 * their keys are written the same. Values JSON cannot hold (undefined, functions) are written as null, and a body
 * that is not parsed JSON (a string, bytes) is written from its text.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null || typeof value === 'function' || typeof value === 'symbol') return 'null';
  if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
}
