import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import * as v from 'valibot';
import { startTsWorker } from '../lib/ts-worker';

/** What a screen is rendered from (see `RenderInput` in src/app/entrypoint/server.tsx), as the rendering thread checks it. */
export const renderInputSchema = v.object({ url: v.string(), hostname: v.string(), community: v.optional(v.string()), apiOrigin: v.string(), renderToken: v.optional(v.string()) });
export type RenderInput = v.InferOutput<typeof renderInputSchema>;

/** A rendered screen: its HTML, the state the browser hydrates from, and the style of the page's root element. */
const renderedSchema = v.object({ html: v.string(), state: v.string(), rootStyle: v.optional(v.string()), live: v.optional(v.boolean()), liveStream: v.optional(v.string()), renderedAt: v.optional(v.number()), community: v.optional(v.string()) });
export type RenderedParts = v.InferOutput<typeof renderedSchema>;

/** Renders the public screens; null for an address the bundle does not render (the browser does). */
export interface PageRenderer {
  render(input: RenderInput): Promise<RenderedParts | null>;
  close(): Promise<void>;
}

/** Where the rendering runs: a thread of its own (`worker`, the server's default) or the HTTP thread (`main`). */
export type RenderThread = 'main' | 'worker';

/** The server-rendering bundle the build writes to dist/server (src/app/entrypoint/server.tsx). */
interface ScreenBundle {
  renderScreen(input: RenderInput): Promise<{ state: string; pipe: (destination: Writable) => void; rootStyle?: string; live?: boolean; liveStream?: string; renderedAt?: number; community?: string } | null>;
}

function isScreenBundle(value: unknown): value is ScreenBundle {
  return typeof value === 'object' && value !== null && 'renderScreen' in value && typeof value.renderScreen === 'function';
}

export async function loadBundle(entry: string): Promise<ScreenBundle> {
  const module: unknown = await import(pathToFileURL(entry).href);
  if (!isScreenBundle(module)) throw new Error(`${entry} does not export renderScreen`);
  return module;
}

/** Collects a rendered screen's HTML (the renderer has waited for all its data, so nothing is gained by streaming). */
function screenHtml(screen: { pipe: (destination: Writable) => void }): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
        done();
      },
      final(done) {
        resolve(chunks.join(''));
        done();
      },
    });
    sink.on('error', reject);
    screen.pipe(sink);
  });
}

export async function renderWith(bundle: ScreenBundle, input: RenderInput): Promise<RenderedParts | null> {
  const screen = await bundle.renderScreen(input);
  if (!screen) return null;
  const html = await screenHtml(screen);
  return { html, state: screen.state, ...(screen.rootStyle ? { rootStyle: screen.rootStyle } : {}), ...(screen.live ? { live: true } : {}), ...(screen.liveStream ? { liveStream: screen.liveStream } : {}), ...(screen.renderedAt !== undefined ? { renderedAt: screen.renderedAt } : {}), ...(screen.community ? { community: screen.community } : {}) };
}

/** What the rendering thread reports. */
const reportSchema = v.variant('type', [
  v.object({ type: v.literal('ready') }),
  v.object({ type: v.literal('failed'), message: v.string() }),
  v.object({ type: v.literal('rendered'), id: v.number(), screen: v.nullable(renderedSchema) }),
  v.object({ type: v.literal('error'), id: v.number(), message: v.string() }),
]);
type Report = v.InferOutput<typeof reportSchema>;

const workerFile = new URL('./render-worker.ts', import.meta.url);

/**
 * The bundle on a thread of its own: a rendering is tens of milliseconds of CPU, which on the HTTP thread held every
 * other request behind it (a kept screen is rendered again in the background every few seconds, so under load those
 * waits were the slowest answers of every call). The thread reads the screen's data from this server's API, like the
 * browser does, and hands back the finished HTML. A thread that stops fails the renderings under way (those pages
 * are rendered in the browser) and is started again for the next one.
 */
interface Waiting {
  /** The thread the screen was sent to. */
  worker: Worker;
  resolve: (screen: RenderedParts | null) => void;
  reject: (error: Error) => void;
}

class WorkerRenderer implements PageRenderer {
  /** The thread renderings go to (started, or starting); null until the next rendering starts one. */
  private worker: Promise<Worker> | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly entry: string,
    private readonly timeoutMs: number,
  ) {}

  /** Starts the thread and waits until its bundle is loaded. */
  start(): Promise<Worker> {
    if (this.worker) return this.worker;
    const starting = new Promise<Worker>((resolve, reject) => {
      const worker = startTsWorker(workerFile, { workerData: { entry: this.entry } });
      worker.unref();
      let ready = false;
      worker.on('message', (value: unknown) => {
        const report = v.safeParse(reportSchema, value);
        if (!report.success) return;
        if (report.output.type === 'ready') {
          ready = true;
          resolve(worker);
        } else if (report.output.type === 'failed') {
          reject(new Error(`the server-rendering bundle does not load: ${report.output.message}`));
          void worker.terminate();
        } else this.settle(report.output);
      });
      worker.on('error', (error) => {
        if (!ready) reject(error);
        else console.error('the rendering thread failed', error);
      });
      worker.on('exit', (code) => {
        if (!ready) reject(new Error(`the rendering thread stopped while starting (exit code ${code})`));
        if (this.worker === starting) this.worker = null;
        this.fail(worker, new Error(`the rendering thread stopped (exit code ${code})`));
      });
    });
    this.worker = starting;
    return starting;
  }

  /** Fails the renderings sent to `worker`. */
  private fail(worker: Worker, error: Error) {
    for (const [id, waiting] of this.waiting) {
      if (waiting.worker !== worker) continue;
      this.waiting.delete(id);
      waiting.reject(error);
    }
  }

  private settle(report: Extract<Report, { id: number }>) {
    const waiting = this.waiting.get(report.id);
    if (!waiting) return;
    this.waiting.delete(report.id);
    if (report.type === 'rendered') waiting.resolve(report.screen);
    else waiting.reject(new Error(report.message));
  }

  /**
   * A screen not rendered within the time allowed is left to the browser, and its thread is replaced: the
   * renderings queued behind one that hangs (say, on a read that never answers) would wait as long.
   */
  async render(input: RenderInput): Promise<RenderedParts | null> {
    if (this.closed) throw new Error('the renderer is closed');
    const starting = this.start();
    const worker = await starting;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (this.worker === starting) this.worker = null;
        this.fail(worker, new Error(`${input.url} was not rendered within ${this.timeoutMs} ms`));
        void worker.terminate();
      }, this.timeoutMs);
      timer.unref();
      this.waiting.set(id, {
        worker,
        resolve: (screen) => {
          clearTimeout(timer);
          resolve(screen);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ id, input });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = await this.worker?.catch(() => null);
    await worker?.terminate();
  }
}

/** On the HTTP thread a rendering cannot be stopped: past its time it is no longer waited for. */
function withinTime<T>(work: Promise<T>, timeoutMs: number, url: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${url} was not rendered within ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface RendererOptions {
  thread: RenderThread;
  /** How long a screen may take before the page is sent for the browser to render. */
  timeoutMs: number;
}

/** The built renderer, or null without one (API tests run with no build): pages are then rendered in the browser. */
export async function openRenderer(root: string, options: RendererOptions): Promise<PageRenderer | null> {
  const entry = path.join(root, 'server', 'index.js');
  if (!existsSync(entry)) return null;
  if (options.thread === 'worker') {
    const renderer = new WorkerRenderer(entry, options.timeoutMs);
    await renderer.start();
    return renderer;
  }
  const bundle = await loadBundle(entry);
  return { render: (input) => withinTime(renderWith(bundle, input), options.timeoutMs, input.url), close: () => Promise.resolve() };
}
