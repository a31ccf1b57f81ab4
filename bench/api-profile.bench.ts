import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import * as v from 'valibot';
import { freePort, startServer } from '../server/test/crash/server-process';

/**
 * Where the time of one API call goes: the production server on a fresh demo database, started under
 * `node --cpu-prof`, answers the same GET from one connection; the samples taken meanwhile are summed by the code
 * they ran in (self time), per request, for the HTTP thread and for the embedded database's thread.
 *
 *   npm run bench:api-profile -- --path '/api/club?page=0&size=20' --seconds 10
 */
const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/club?page=0&size=20' },
    seconds: { type: 'string', default: '10' },
    top: { type: 'string', default: '25' },
    /** A folder to keep the .cpuprofile files in (they open in Chrome's DevTools). */
    out: { type: 'string' },
  },
});
const SECONDS = Math.min(Math.max(Number(args.seconds), 1), 120);
const TOP = Math.min(Math.max(Number(args.top), 5), 100);
const root = path.resolve(import.meta.dirname, '..');

const Profile = v.object({
  nodes: v.array(v.object({ id: v.number(), callFrame: v.object({ functionName: v.string(), url: v.string() }) })),
  startTime: v.number(),
  samples: v.array(v.number()),
  timeDeltas: v.array(v.number()),
});
type Profile = v.InferOutput<typeof Profile>;

/** The package, project file or engine part a sampled function belongs to. */
function where(functionName: string, url: string): string {
  if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)') return functionName;
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged?.[1]) return packaged[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const own = url.indexOf(root);
  if (own !== -1) return url.slice(own + root.length + 1);
  if (url === '') return `(built-in) ${functionName || 'anonymous'}`;
  return url;
}

interface Summary {
  busyUs: number;
  idleUs: number;
  byPlace: Map<string, number>;
}

/** Self time per place over the samples between `from` and `to` (microseconds of the monotonic clock). */
function summarise(profile: Profile, from: number, to: number): Summary {
  const places = new Map(profile.nodes.map((node) => [node.id, where(node.callFrame.functionName, node.callFrame.url)]));
  const byPlace = new Map<string, number>();
  let at = profile.startTime;
  let busyUs = 0;
  let idleUs = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const place = places.get(id) ?? '?';
    if (place === '(idle)') idleUs += delta;
    else {
      busyUs += delta;
      byPlace.set(place, (byPlace.get(place) ?? 0) + delta);
    }
  });
  return { busyUs, idleUs, byPlace };
}

function print(title: string, summary: Summary, requests: number) {
  const per = (us: number) => (us / requests).toFixed(1).padStart(8);
  console.log(`\n${title}: ${per(summary.busyUs)} µs busy per request (${((100 * summary.busyUs) / Math.max(summary.busyUs + summary.idleUs, 1)).toFixed(0)}% of the time)`);
  const rows = [...summary.byPlace.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  for (const [place, us] of rows) console.log(`${per(us)} µs  ${((100 * us) / Math.max(summary.busyUs, 1)).toFixed(1).padStart(5)}%  ${place}`);
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'torneos-api-profile-'));
  const profiles = path.join(dataDir, 'profiles');
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const serverEnv = { ...env, NODE_ENV: 'production', DATA_DIR: path.join(dataDir, 'db'), DATABASE_URL: '', WEB_DIST_DIR: path.join(root, 'dist'), LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', RATE_LIMIT_READ_MAX: '10000000' };
  try {
    // The first start seeds the demo data; the profiled one opens it as it is.
    const seeding = await startServer(await freePort(), serverEnv, 180_000);
    await seeding.stop();
    const server = await startServer(await freePort(), serverEnv, 180_000, ['--cpu-prof', `--cpu-prof-dir=${profiles}`, '--cpu-prof-interval=250']);
    const url = `${server.url}${args.path}`;
    const check = await fetch(url);
    if (!check.ok) throw new Error(`GET ${args.path} answered ${check.status}`);
    await autocannon({ url, connections: 1, duration: 2 });
    const from = Number(process.hrtime.bigint() / 1000n);
    const result = await autocannon({ url, connections: 1, duration: SECONDS });
    const to = Number(process.hrtime.bigint() / 1000n);
    await server.stop();
    const requests = result.requests.total;
    console.log(`GET ${args.path}: ${requests} requests in ${SECONDS} s on one connection (${(requests / SECONDS).toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms); load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    if (args.out) await cp(profiles, args.out, { recursive: true });
    const files = (await readdir(profiles)).filter((name) => name.endsWith('.cpuprofile')).sort();
    for (const file of files) {
      const profile = v.parse(Profile, JSON.parse(await readFile(path.join(profiles, file), 'utf8')));
      // File names end in <pid>.<thread>.<sequence>: thread 0 serves HTTP; threads that were idle (module loaders) are left out.
      const summary = summarise(profile, from, to);
      const main = file.split('.').at(-3) === '0';
      if (main || summary.busyUs > summary.idleUs / 100) print(`${main ? 'HTTP thread' : 'worker thread'} (${file})`, summary, requests);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
