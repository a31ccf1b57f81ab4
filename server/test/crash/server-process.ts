import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** A port the kernel just handed out on loopback, released for the server to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Milliseconds from spawning the process to the probe's first 200. */
  startMs: number;
  /** SIGKILL, then waits until the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (the server closes itself), then waits until the process is gone. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** SIGKILL to every server still running, for an interrupted run. */
export function killAllServers(): void {
  for (const child of running) child.kill('SIGKILL');
}
// Whatever way the script ends, no server it started outlives it.
process.on('exit', killAllServers);

async function healthy(url: string, probe: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}${probe}`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * `node --import tsx server/main.ts` as a child bound to 127.0.0.1, ready once `probe` answers 200 (`/api/health`: it
 * answers; `/api/health/ready`: it has also rendered its first screens, see server/main.ts). The child
 * is node itself (no shell or npm in between), so a SIGKILL reaches the process that holds the database.
 */
export async function startServer(port: number, env: Record<string, string>, timeoutMs: number, nodeOptions: string[] = [], probe: '/api/health' | '/api/health/ready' = '/api/health'): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  while (!(await healthy(url, probe))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${stderr}`);
    if (performance.now() - started > timeoutMs) {
      await kill();
      throw new Error(`server not healthy within ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { url, pid: child.pid ?? 0, startMs: Math.round(performance.now() - started), kill, stop };
}
