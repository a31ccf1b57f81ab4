import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import * as v from 'valibot';
import { startTsWorker } from '../lib/ts-worker';

/** What a screen is rendered from (see `RenderInput` in src/app/entrypoint/server.tsx). */
export interface RenderInput {
  url: string;
  hostname: string;
  apiOrigin: string;
  renderToken?: string;
}

/** A rendered screen: its HTML, the state the browser hydrates from, and the style of the page's root element. */
export interface RenderedParts {
  html: string;
  state: string;
  rootStyle?: string;
}

/** Renders the public screens; null for an address the bundle does not render (the browser does). */
export interface PageRenderer {
  render(input: RenderInput): Promise<RenderedParts | null>;
  close(): Promise<void>;
}

/** Where the rendering runs: a thread of its own (`worker`, the server's default) or the HTTP thread (`main`). */
export type RenderThread = 'main' | 'worker';

/** The server-rendering bundle the build writes to dist/server (src/app/entrypoint/server.tsx). */
interface ScreenBundle {
  renderScreen(input: RenderInput): Promise<{ state: string; pipe: (destination: Writable) => void; rootStyle?: string } | null>;
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
  return { html, state: screen.state, ...(screen.rootStyle ? { rootStyle: screen.rootStyle } : {}) };
}

export const renderInputSchema = v.object({ url: v.string(), hostname: v.string(), apiOrigin: v.string(), renderToken: v.optional(v.string()) });
const renderedSchema = v.object({ html: v.string(), state: v.string(), rootStyle: v.optional(v.string()) });

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
class WorkerRenderer implements PageRenderer {
  private worker: Promise<Worker> | null = null;
  private readonly waiting = new Map<number, { resolve: (screen: RenderedParts | null) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly entry: string) {}

  /** Starts the thread and waits until its bundle is loaded. */
  start(): Promise<Worker> {
    this.worker ??= new Promise<Worker>((resolve, reject) => {
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
        this.worker = null;
        for (const [, waiting] of this.waiting) waiting.reject(new Error(`the rendering thread stopped (exit code ${code})`));
        this.waiting.clear();
      });
    });
    return this.worker;
  }

  private settle(report: Extract<Report, { id: number }>) {
    const waiting = this.waiting.get(report.id);
    if (!waiting) return;
    this.waiting.delete(report.id);
    if (report.type === 'rendered') waiting.resolve(report.screen);
    else waiting.reject(new Error(report.message));
  }

  async render(input: RenderInput): Promise<RenderedParts | null> {
    if (this.closed) throw new Error('the renderer is closed');
    const worker = await this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = await this.worker?.catch(() => null);
    await worker?.terminate();
  }
}

/** The built renderer, or null without one (API tests run with no build): pages are then rendered in the browser. */
export async function openRenderer(root: string, thread: RenderThread): Promise<PageRenderer | null> {
  const entry = path.join(root, 'server', 'index.js');
  if (!existsSync(entry)) return null;
  if (thread === 'worker') {
    const renderer = new WorkerRenderer(entry);
    await renderer.start();
    return renderer;
  }
  const bundle = await loadBundle(entry);
  return { render: (input) => renderWith(bundle, input), close: () => Promise.resolve() };
}
