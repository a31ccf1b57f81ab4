import { parseArgs } from 'node:util';
import { describeReport, runFuzz } from '../server/test/fuzz/run';
import { keepsSession, startFuzzTarget } from '../server/test/fuzz/target';

/**
 * Schema-driven fuzzing of the API: malformed variants of every operation the OpenAPI description lists,
 * as a visitor and as two demo users. Exits 1 on any 5xx or any error answer outside the envelope.
 *   npm run fuzz -- --requests 20000 --seconds 300 --seed 7
 */
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '300' },
    seed: { type: 'string', default: '2026' },
    concurrency: { type: 'string', default: '4' },
  },
});

const target = await startFuzzTarget();
try {
  const report = await runFuzz({
    baseUrl: target.app.url,
    document: target.document,
    personas: target.personas,
    requests: Number(values.requests),
    seconds: Number(values.seconds),
    seed: Number(values.seed),
    concurrency: Number(values.concurrency),
    skip: keepsSession,
  });
  for (const line of describeReport(report)) console.log(line);
  process.exitCode = report.offenders.length > 0 ? 1 : 0;
} finally {
  await target.close();
}
