import http from 'node:http';

export interface Answer<T> {
  status: number;
  body: T | null;
}

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * JSON over one keep-alive agent per server life: after a kill the agent is dropped with its dead sockets, so
 * no request after a restart goes out on a connection of the killed process.
 */
export class CrashClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  /** Requests sent and not yet answered nor failed. */
  inFlight = 0;

  constructor(
    private readonly base: URL,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** Resolves with any HTTP answer; rejects when the connection fails or breaks before the whole answer came. */
  send<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { ...this.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }) };
    this.inFlight += 1;
    return new Promise<Answer<T>>((resolve, reject) => {
      const request = http.request({ host: this.base.hostname, port: this.base.port, method, path, agent: this.agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('aborted', () => reject(new Error('answer cut off')));
        response.on('end', () => {
          if (!response.complete) return reject(new Error('answer cut off'));
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: T | null = null;
          try {
            parsed = text ? (JSON.parse(text) as T) : null;
          } catch {
            parsed = null;
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      });
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
      request.on('error', reject);
      request.end(payload);
    }).finally(() => {
      this.inFlight -= 1;
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
