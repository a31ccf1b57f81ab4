/**
 * The scoring rules of the Mozilla HTTP Observatory (version 2, as MDN publishes them) for the tests a single
 * response can answer: content security policy, cookies, referrer policy, HSTS, subresource integrity,
 * X-Content-Type-Options and framing. The score starts at 100; each test adds its modifier. Bonuses count only
 * when the score is already at least 90, as the Observatory does.
 */
export interface ObservatoryResult {
  score: number;
  tests: Record<string, { result: string; modifier: number }>;
}

const directives = (header: string) =>
  new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map((tokens) => [tokens[0]?.toLowerCase() ?? '', tokens.slice(1)]),
  );

function csp(header: string | null): [string, number] {
  if (!header) return ['csp-not-implemented', -25];
  const policy = directives(header);
  const source = (name: string) => policy.get(name) ?? policy.get('default-src') ?? [];
  const script = source('script-src');
  const style = source('style-src');
  const insecure = (list: string[]) => list.some((value) => value === '*' || value === 'http:' || value.startsWith('http://'));
  if (script.includes("'unsafe-inline'") || insecure(script) || script.includes('data:')) return ['csp-implemented-with-unsafe-inline', -20];
  if (script.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if (insecure(style) || insecure(source('object-src'))) return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
  if (style.includes("'unsafe-inline'")) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  const defaultNone = (policy.get('default-src') ?? []).join(' ') === "'none'";
  return defaultNone ? ['csp-implemented-with-no-unsafe-default-src-none', 10] : ['csp-implemented-with-no-unsafe', 0];
}

function cookies(setCookie: string[]): [string, number] {
  if (setCookie.length === 0) return ['cookies-not-found', 0];
  const all = (test: RegExp) => setCookie.every((cookie) => test.test(cookie));
  if (!all(/;\s*secure/i)) return ['cookies-without-secure-flag', -20];
  if (!all(/;\s*samesite=(lax|strict)/i)) return ['cookies-secure-with-httponly-sessions', 0];
  return ['cookies-secure-with-httponly-sessions-and-samesite', 5];
}

function referrer(header: string | null): [string, number] {
  if (!header) return ['referrer-policy-not-implemented', 0];
  const last = header.split(',').map((value) => value.trim().toLowerCase()).at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) return ['referrer-policy-private', 5];
  if (['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url'].includes(last)) return ['referrer-policy-unsafe', -5];
  return ['referrer-policy-header-invalid', -5];
}

function hsts(header: string | null): [string, number] {
  const maxAge = Number(/max-age=(\d+)/i.exec(header ?? '')?.[1] ?? 'NaN');
  if (!header || Number.isNaN(maxAge)) return ['hsts-not-implemented', -20];
  return maxAge >= 15_768_000 ? ['hsts-implemented-max-age-at-least-six-months', 0] : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function sri(html: string | null, origin: string): [string, number] {
  if (html === null) return ['sri-not-implemented-response-not-html', 0];
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '').filter((attributes) => /\bsrc=/i.test(attributes));
  if (scripts.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', 0];
  const sameOrigin = scripts.every((attributes) => {
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1] ?? '';
    return src.startsWith('/') && !src.startsWith('//') ? true : src.startsWith(origin);
  });
  const withIntegrity = scripts.every((attributes) => /\bintegrity="sha(256|384|512)-/i.test(attributes));
  if (withIntegrity) return [sameOrigin ? 'sri-implemented-and-all-scripts-loaded-securely' : 'sri-implemented-and-external-scripts-loaded-securely', 5];
  return sameOrigin ? ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0] : ['sri-not-implemented-but-external-scripts-loaded-securely', -5];
}

function framing(cspHeader: string | null, xfo: string | null): [string, number] {
  const ancestors = cspHeader ? directives(cspHeader).get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) return ['x-frame-options-implemented-via-csp', 5];
  if (xfo && /^(deny|sameorigin)$/i.test(xfo.trim())) return ['x-frame-options-sameorigin-or-deny', 0];
  return ['x-frame-options-not-implemented', -20];
}

/** Scores one HTML response served over https (headers, plus its body to find the scripts it loads). */
export function observatoryScore(headers: Headers, html: string | null, origin: string): ObservatoryResult {
  const policy = headers.get('content-security-policy');
  const tests: Record<string, [string, number]> = {
    'content-security-policy': csp(policy),
    cookies: cookies(headers.getSetCookie()),
    'referrer-policy': referrer(headers.get('referrer-policy')),
    'strict-transport-security': hsts(headers.get('strict-transport-security')),
    'subresource-integrity': sri(html, origin),
    'x-content-type-options': headers.get('x-content-type-options')?.toLowerCase() === 'nosniff' ? ['x-content-type-options-nosniff', 0] : ['x-content-type-options-not-implemented', -5],
    'x-frame-options': framing(policy, headers.get('x-frame-options')),
  };
  const modifiers = Object.values(tests).map(([, modifier]) => modifier);
  const penalties = modifiers.reduce((sum, modifier) => sum + Math.min(modifier, 0), 100);
  const bonuses = penalties >= 90 ? modifiers.reduce((sum, modifier) => sum + Math.max(modifier, 0), 0) : 0;
  return { score: penalties + bonuses, tests: Object.fromEntries(Object.entries(tests).map(([name, [result, modifier]]) => [name, { result, modifier }])) };
}
