import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import * as v from 'valibot';
import { loadBundle, renderInputSchema, renderWith } from './screen-renderer';

/** The server-rendering bundle on a thread of its own (see `WorkerRenderer`): one screen at a time, in order. */

function parent(): MessagePort {
  if (!parentPort) throw new Error('the renderer runs inside a worker thread');
  return parentPort;
}
const port = parent();
const options = v.parse(v.object({ entry: v.string() }), workerData);
const requestSchema = v.object({ id: v.number(), input: renderInputSchema });

function messageOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

try {
  const bundle = await loadBundle(options.entry);
  port.on('message', (value: unknown) => {
    const request = v.safeParse(requestSchema, value);
    if (!request.success) return;
    const { id, input } = request.output;
    renderWith(bundle, input).then(
      (screen) => port.postMessage({ type: 'rendered', id, screen }),
      (error: unknown) => port.postMessage({ type: 'error', id, message: messageOf(error) }),
    );
  });
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'failed', message: messageOf(error) });
}
