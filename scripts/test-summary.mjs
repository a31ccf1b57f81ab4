// Adds up the JSON reports of vitest and Playwright into one closing line.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of ['.reports/vitest-pglite.json', '.reports/vitest-postgres.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (existsSync('.reports/playwright.json')) {
  const report = JSON.parse(readFileSync('.reports/playwright.json', 'utf8'));
  passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
  failed += report.stats?.unexpected ?? 0;
  skipped += report.stats?.skipped ?? 0;
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
