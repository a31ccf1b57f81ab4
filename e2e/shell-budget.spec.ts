import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const KB = 1024;
const gz = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('the home page’s JavaScript: initial chunks under 150 KB gzip, no flows, forms or dialogs', async ({ page, request }) => {
  const bodies = new Map<string, Buffer>();
  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') requested.push(req.url());
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.set(response.url(), await response.body());
  });

  await page.goto('/');
  await expect(page.locator('main [data-route-id="home"] h1')).toBeVisible();
  const beforeRender = [...requested];
  await page.waitForLoadState('networkidle');

  // The build's initial chunks: the scripts index.html itself loads.
  const html = await (await request.get('/')).text();
  const entry = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '');
  const size = (urls: string[]) => urls.reduce((sum, url) => sum + gz(bodies.get(new URL(url, page.url()).href) ?? Buffer.alloc(0)), 0);
  const entrySize = size(entry);
  const renderSize = size(beforeRender);
  const allSize = size([...bodies.keys()]);
  const report = [
    ...[...bodies].map(([url, body]) => `${kb(gz(body)).padStart(9)}  ${new URL(url).pathname}${beforeRender.includes(url) ? '' : '  (after the first render)'}`),
    `${kb(entrySize).padStart(9)}  initial chunks (index.html)`,
    `${kb(renderSize).padStart(9)}  everything fetched before the home page rendered`,
    `${kb(allSize).padStart(9)}  everything, once the network is idle`,
  ].join('\n');
  console.log(report);
  test.info().annotations.push({ type: 'home JavaScript (gzip)', description: `initial ${kb(entrySize)}, before render ${kb(renderSize)}, all ${kb(allSize)}` });

  expect(entry.length).toBeGreaterThan(0);
  expect(entrySize).toBeLessThan(150 * KB);
  // A guard on the whole first view, so a heavy library sneaking into the frame or the home page is noticed.
  expect(renderSize).toBeLessThan(180 * KB);
  // Flows (xstate), forms (react-hook-form) and dialogs (Radix dialog, the drawer) load with the pages that use them.
  const code = [...bodies.values()].map((body) => body.toString('utf8')).join('\n');
  expect(code).not.toContain('xstate.');
  expect(code).not.toContain('HookFormContext');
  expect(code).not.toContain('"DialogContent"');
});
