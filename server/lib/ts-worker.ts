import { Worker, type WorkerOptions } from 'node:worker_threads';

const tsxLoader = import.meta.resolve('tsx/esm/api');

/**
 * A worker thread running a TypeScript module of the server: the module loads through tsx's hooks, whatever loader
 * (tsx, vitest) the calling process uses.
 */
export function startTsWorker(file: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const bootstrap = `import(${JSON.stringify(tsxLoader)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
