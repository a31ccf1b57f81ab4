// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeReport, runFuzz } from './fuzz/run';
import { keepsSession, startFuzzTarget, type FuzzTarget } from './fuzz/target';

/** The reduced run of `npm run fuzz`: same generator and checks, fewer requests, so it fits in `npm test`. */
const REQUESTS = 3_000;

let target: FuzzTarget;
beforeAll(async () => {
  target = await startFuzzTarget();
}, 120_000);
afterAll(async () => {
  await target.close();
});

describe('fuzzing every operation of the OpenAPI description', () => {
  it(`answers ${REQUESTS} malformed requests without a 5xx and always in the envelope`, async () => {
    const report = await runFuzz({ baseUrl: target.app.url, document: target.document, personas: target.personas, requests: REQUESTS, seconds: 90, skip: keepsSession });
    const lines = describeReport(report);
    console.warn(lines[0]);
    expect(report.operations).toBeGreaterThan(150);
    expect(report.requests).toBe(REQUESTS);
    expect(lines.slice(1)).toEqual([]);
  }, 120_000);
});
