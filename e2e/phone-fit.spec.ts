import { expect, test, type Page } from '@playwright/test';
import { demoIds, type DemoIds } from './pages/demo-data';
import { acceptance, fillPath } from './pages/route-table';

/**
 * Every public screen on a 375 px phone, as a visitor: the page never scrolls sideways (wide tables and brackets scroll
 * inside their own box), and the screen's own content starts on its first screen, above 60 % of the phone's height
 * (the first table, list item, card, form, paragraph or tab panel content below its title, past the banner, the
 * breadcrumb, the section tabs and the folded filters). Aliases of a screen (`alt-…`, `multi-nested-…`) are the same
 * screen. Each select in it, its folded filters opened, shows its chosen text whole.
 */
const PRIVATE = new Set(['welcome', 'profile', 'requests', 'certification']);
const VIEWPORT = { width: 375, height: 740 };
const CONTENT_LIMIT = 0.6 * VIEWPORT.height;
const GROUP_SIZE = 10;

const screens = acceptance.routes.filter((route) => !PRIVATE.has(route.id) && !/^(alt-|multi-nested-)/.test(route.id));
const groups = Array.from({ length: Math.ceil(screens.length / GROUP_SIZE) }, (_, index) => screens.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE));

let ids: DemoIds;
test.beforeAll(async ({ request, baseURL }) => {
  ids = await demoIds(request, baseURL ?? '');
});

/** How wide the page is, and where the screen's own content starts: the first table, list item, card, form or tab panel content below its title. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const title = main?.querySelector('h1');
    const below = title ? title.getBoundingClientRect().bottom : 0;
    const content = [...(main?.querySelectorAll('table, article, li, form, dl, p, h2, [role="tabpanel"] > *') ?? [])].find((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top >= below - 1 && !element.closest('nav, header, [role="tablist"], [data-testid="banner"]');
    });
    const top = content ? content.getBoundingClientRect().top + window.scrollY : below + window.scrollY;
    return { pageWidth: document.documentElement.scrollWidth, contentTop: Math.round(top), content: content ? `${content.tagName.toLowerCase()}${content.getAttribute('data-testid') ? `#${content.getAttribute('data-testid') ?? ''}` : ''}` : 'title' };
  });
}

/** Opens the folded filters and names every select whose chosen option is cut: on a phone a select shows its whole text. */
async function cutSelects(page: Page) {
  for (const toggle of await page.getByTestId('filter-toggle').all()) {
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
  }
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return [];
    return [...document.querySelectorAll('main select')].flatMap((select) => {
      if (!(select instanceof HTMLSelectElement) || select.getClientRects().length === 0) return [];
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(text).width > room ? [`${select.id || select.name}: "${text}"`] : [];
    });
  });
}

test.describe('every public screen on a 375 px phone', () => {
  test.use({ viewport: VIEWPORT });
  for (const group of groups) {
    test(group.map((route) => route.id).join(', '), async ({ page }) => {
      test.setTimeout(15_000 * group.length);
      for (const route of group) {
        const kind = route.id.split('-')[0] ?? '';
        const personId = kind in ids.people ? ids.people[kind as keyof DemoIds['people']] : (ids.params.personId ?? 0);
        const path = fillPath(route, 'es', { ...ids.params, personId, slug: ids.blogSlug.es });
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.locator('main').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          const seen = await measure(page);
          expect.soft(seen.pageWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(VIEWPORT.width);
          test.info().annotations.push({ type: 'first screen', description: `${path}: content (${seen.content}) at y = ${seen.contentTop}${seen.contentTop > CONTENT_LIMIT ? ` (below ${CONTENT_LIMIT})` : ''}` });
          expect.soft(seen.contentTop, `${path}: its content (${seen.content}) starts below 60 % of the first screen`).toBeLessThanOrEqual(CONTENT_LIMIT);
          expect.soft(await cutSelects(page), `${path}: selects whose chosen text is cut`).toEqual([]);
        });
      }
    });
  }

  // The demo open's 32-player groups and 16-line bracket: the widest tables and the biggest tree.
  test('the demo open: its groups and its bracket', async ({ page, request }) => {
    const open = ((await (await request.get('/api/valid/4')).json()) as { data: { phases: { id: number; formatId: number }[] } }).data;
    const [groups, bracket] = open.phases;
    if (!groups || !bracket) throw new Error('the demo open has no groups and knockout phases');
    for (const path of [`/torneos/4/fases/${groups.id}/grupos`, `/en/tournaments/4/phases/${bracket.id}/brackets`]) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect((await measure(page)).pageWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(VIEWPORT.width);
    }
  });
});
