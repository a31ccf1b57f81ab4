import http from 'node:http';
import { fuzzRequest, operationsOf, type FuzzRequest, type OpenApiDocument, type Operation } from './cases';
import { seededRandom } from './random';

export interface Persona {
  name: string;
  headers: Record<string, string>;
}

export interface FuzzOptions {
  baseUrl: string;
  document: OpenApiDocument;
  personas: Persona[];
  requests: number;
  seconds: number;
  seed?: number;
  concurrency?: number;
  /** Operations a persona must not call (signing out would end the run's session). */
  skip?: (operation: Operation, persona: Persona) => boolean;
}

export interface Offender {
  request: FuzzRequest;
  status: number;
  reason: string;
  excerpt: string;
}

export interface FuzzReport {
  requests: number;
  operations: number;
  byClass: Record<string, number>;
  offenders: Offender[];
  elapsedMs: number;
}

interface Answer {
  status: number;
  text: string;
}

/** Requests after which the server drops the connection get one of their own, so no pooled request is cut off. */
const closesConnection = (request: FuzzRequest) => !/^[A-Z]+$/.test(request.method) || !http.METHODS.includes(request.method) || (request.body?.length ?? 0) > 1_000_000;

function send(base: URL, agent: http.Agent, request: FuzzRequest, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve) => {
    let answered = false;
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request(
      { host: base.hostname, port: base.port, method: request.method, path: request.url, agent: closesConnection(request) ? false : agent, headers: { ...headers, ...request.headers, ...(request.body !== undefined ? { 'content-length': String(Buffer.byteLength(request.body)) } : {}) } },
      (response) => {
        // A stream of events never ends by itself: its status is the answer.
        if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          answered = true;
          response.destroy();
          resolve({ status: response.statusCode ?? 0, text: '' });
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        answered = true;
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => resolve({ status: 0, text: `response error: ${error.message}` }));
      },
      );
    } catch (error) {
      // A header Node itself refuses to send is the fuzzer's mistake, not the server's.
      throw new Error(`cannot send ${request.method} ${request.url}: ${String(error)}`);
    }
    // A server that answers before reading a too large body resets the upload: the answer is what counts.
    outgoing.on('error', (error) => {
      if (!answered) resolve({ status: 0, text: `request error: ${error.message}` });
    });
    if (request.body !== undefined) outgoing.write(request.body);
    outgoing.end();
  });
}

/** Why an answer breaks the rules, or null: no 5xx, every error in `{ error: { message, status, code } }`, no URL echoed. */
export function offence(request: FuzzRequest, answer: Answer): string | null {
  if (answer.status === 0) return 'no answer';
  if (answer.status >= 500) return 'server error';
  if (answer.status < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    return 'error body is not JSON';
  }
  const error = parsed && typeof parsed === 'object' && 'error' in parsed ? parsed.error : null;
  if (!error || typeof error !== 'object') return 'error outside the envelope';
  const { message, status, code } = error as { message?: unknown; status?: unknown; code?: unknown };
  if (typeof message !== 'string' || typeof code !== 'string' || code === '' || status !== answer.status) return 'envelope incomplete';
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.length > 8 && answer.text.includes(pathname)) return 'URL echoed back';
  return null;
}

/** Sends malformed variants of every operation as every persona, round robin, until the count or the time runs out. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const operations = operationsOf(options.document);
  const random = seededRandom(options.seed ?? 2026);
  const base = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency ?? 4 });
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  const byClass: Record<string, number> = {};
  const offenders: Offender[] = [];
  let issued = 0;
  let sent = 0;

  const nextRequest = (): { request: FuzzRequest; persona: Persona } | null => {
    if (issued >= options.requests || Date.now() > deadline) return null;
    const index = issued;
    issued += 1;
    const operation = operations[index % operations.length];
    let persona = options.personas[Math.floor(index / operations.length) % options.personas.length];
    if (!operation || !persona) return null;
    if (options.skip?.(operation, persona)) persona = options.personas[0] ?? persona;
    return { request: fuzzRequest(operation, persona.name, random), persona };
  };

  const worker = async () => {
    for (let next = nextRequest(); next; next = nextRequest()) {
      const answer = await send(base, agent, next.request, next.persona.headers);
      sent += 1;
      const statusClass = answer.status === 0 ? 'none' : `${Math.floor(answer.status / 100)}xx`;
      byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
      const reason = offence(next.request, answer);
      if (reason) offenders.push({ request: next.request, status: answer.status, reason, excerpt: answer.text.slice(0, 200) });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  agent.destroy();
  return { requests: sent, operations: operations.length, byClass, offenders, elapsedMs: Date.now() - started };
}

/** The report as text lines: totals first, then each offender. */
export function describeReport(report: FuzzReport): string[] {
  const classes = Object.entries(report.byClass).sort().map(([name, count]) => `${name} ${count}`).join(', ');
  const lines = [
    `fuzz: ${report.requests} requests over ${report.operations} operations in ${(report.elapsedMs / 1000).toFixed(1)} s (${classes}); offenders: ${report.offenders.length}`,
  ];
  for (const offender of report.offenders) {
    const { request } = offender;
    lines.push(`  ${offender.status} ${offender.reason}: [${request.persona}] ${request.method} ${request.url.slice(0, 160)} (${request.variant}) → ${offender.excerpt.replace(/\s+/g, ' ')}`);
  }
  return lines;
}
