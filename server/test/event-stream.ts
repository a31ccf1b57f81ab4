import http from 'node:http';

export interface ServerEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  status: number;
  contentType: string;
  /** The next event, or an error after `timeoutMs` without one. */
  next(timeoutMs: number): Promise<ServerEvent>;
  close(): void;
}

/** Opens a Server-Sent Events stream as a browser's EventSource would, and hands its events over one by one. */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const queue: ServerEvent[] = [];
    const waiting: Array<(event: ServerEvent) => void> = [];
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (!event || data === undefined) continue;
          const parsed: ServerEvent = { event, data: JSON.parse(data) };
          const waiter = waiting.shift();
          if (waiter) waiter(parsed);
          else queue.push(parsed);
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        contentType: String(response.headers['content-type'] ?? ''),
        next(timeoutMs) {
          const ready = queue.shift();
          if (ready) return Promise.resolve(ready);
          return new Promise((resolveEvent, rejectEvent) => {
            const timer = setTimeout(() => rejectEvent(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
            waiting.push((event) => {
              clearTimeout(timer);
              resolveEvent(event);
            });
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}
