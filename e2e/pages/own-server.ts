import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A platform server of a spec's own (same build, fresh demo database in a temporary folder), for what the suite's
 * shared server cannot show: production rate limits, a configured sign-in provider.
 */
export interface OwnServer {
  stop(): Promise<void>;
}

/** An address on loopback with a free port, known before the server starts (a provider may need it first). */
export async function ownServerAddress(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port to probe');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Starts the server at `base` with the runner's environment (less what `drop` names) and `env` on top, and waits
 * until it says it is ready.
 */
export async function startOwnServer(base: string, env: Record<string, string>, drop: RegExp | null = null): Promise<OwnServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'torneos-own-e2e-'));
  const inherited = Object.entries(process.env).filter(([key]) => !drop?.test(key));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...Object.fromEntries(inherited), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: new URL(base).port, PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the server said on its way out, for the error when it does not start.
  let said = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2000);
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // A first start seeds the demo database: about 20 s on a quiet machine, several times that on a busy one.
  const deadline = Date.now() + 180_000;
  // Polls the readiness check until the server is ready (it has rendered its first screens: a test does not race
  // that work, nor stops the server in the middle of it); gives up when it exits or takes over 180 s.
  for (;;) {
    if (await fetch(`${base}/api/health/ready`).then((r) => r.ok, () => false)) return { stop };
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`the server at ${base} did not start (exit code ${server.exitCode ?? 'none'}): ${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
