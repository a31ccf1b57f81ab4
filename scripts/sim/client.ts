import * as v from 'valibot';
import { CrashClient } from '../../server/test/crash/client';

/** The parts of an error answer the simulation acts on: a 409 says whether it was stale or refused, and why. */
const ErrorBody = v.object({
  error: v.object({ status: v.number(), code: v.string(), message: v.string(), reason: v.optional(v.string()) }),
});

export interface Answer {
  status: number;
  body: unknown;
  /** Milliseconds from sending the request to the whole answer. */
  ms: number;
}

export class ApiError extends Error {
  constructor(
    readonly what: string,
    readonly answer: Answer,
  ) {
    super(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 400)}`);
  }
}

/** The engine's reason of a refused change (`dependentMatchPlayed`, `matchNotReady`), when the answer has one. */
export function reasonOf(answer: Answer): string | null {
  const parsed = v.safeParse(ErrorBody, answer.body);
  return parsed.success ? (parsed.output.error.reason ?? null) : null;
}

/** JSON calls as one signed-in person (or a visitor), over its own keep-alive connections. */
export class Api {
  private readonly client: CrashClient;

  constructor(base: string, headers: Record<string, string> = {}) {
    this.client = new CrashClient(new URL(base), { 'x-locale': 'en', ...headers });
  }

  async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const started = performance.now();
    const answer = await this.client.send<unknown>(method, path, body);
    return { status: answer.status, body: answer.body, ms: performance.now() - started };
  }

  /** The `data` of a call that must answer `expected`, checked against `schema`. */
  async data<S extends v.GenericSchema>(schema: S, method: string, path: string, body?: unknown, expected = method === 'POST' ? 201 : 200): Promise<v.InferOutput<S>> {
    const answer = await this.send(method, path, body);
    if (answer.status !== expected) throw new ApiError(`${method} ${path}`, answer);
    const parsed = v.safeParse(v.object({ data: schema }), answer.body);
    if (!parsed.success) throw new Error(`${method} ${path}: unexpected answer: ${v.summarize(parsed.issues)}`);
    return parsed.output.data;
  }

  close(): void {
    this.client.close();
  }
}
