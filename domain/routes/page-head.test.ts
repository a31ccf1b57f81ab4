import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { notFoundHead, pageHead, renderHeadHtml } from './page-head';
import { PAGE_TEXTS } from './page-texts';
import { ROUTES } from './route-table';
import { screenOf } from './screens';

const ORIGIN = 'https://torneos.example';

function headOf(path: string) {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return pageHead(match, ORIGIN);
}

describe('page texts', () => {
  it.each(ROUTES.map((route) => route.id))('%s has a title and description in both languages', (id) => {
    const texts = PAGE_TEXTS[screenOf(id)];
    expect(texts?.title.es).toBeTruthy();
    expect(texts?.title.en).toBeTruthy();
    expect(texts?.description.es).toBeTruthy();
    expect(texts?.description.en).toBeTruthy();
  });
});

describe('pageHead', () => {
  it('describes a Spanish page in Spanish, with its canonical and both alternates', () => {
    const head = headOf('/torneos');
    expect(head).toMatchObject({ locale: 'es', title: 'Torneos · Torneos', canonical: `${ORIGIN}/torneos`, card: 'summary', imageWidth: 1200, imageHeight: 630, noindex: false });
    expect(head.description).toMatch(/^Torneos y ligas de la comunidad/);
    expect(head.image).toBe(`${ORIGIN}/og/default.png`);
    expect(head.alternates).toEqual([
      { hreflang: 'es', href: `${ORIGIN}/torneos` },
      { hreflang: 'en', href: `${ORIGIN}/en/tournaments` },
      { hreflang: 'x-default', href: `${ORIGIN}/torneos` },
    ]);
  });

  it('describes the English twin in English, tab slug included', () => {
    const head = headOf('/en/tournaments/5/participants');
    expect(head.title).toBe('Tournament · Torneos');
    expect(head.canonical).toBe(`${ORIGIN}/en/tournaments/5/participants`);
    expect(head.alternates[0]).toEqual({ hreflang: 'es', href: `${ORIGIN}/torneos/5/participantes` });
  });

  it('gives the alternative routes their main screen’s texts and keeps private screens out of search', () => {
    expect(headOf('/valids/5/calendar').title).toBe('Calendario del torneo · Torneos');
    expect(headOf('/bienvenido').noindex).toBe(true);
    expect(headOf('/').title).toBe('Torneos · Torneos, ligas y rankings para tu comunidad deportiva');
  });

  it('has a not-found head that is never indexed', () => {
    expect(notFoundHead('en', ORIGIN)).toMatchObject({ title: 'Page not found · Torneos', noindex: true, alternates: [] });
  });
});

describe('renderHeadHtml', () => {
  it('writes every tag once, escaped', () => {
    const html = renderHeadHtml({ ...headOf('/en/rankings'), title: 'A <b> & "c"' });
    expect(html).toContain('<title>A &#60;b&#62; &#38; &#34;c&#34;</title>');
    expect(html).toContain(`<link data-page-head rel="canonical" href="${ORIGIN}/en/rankings">`);
    expect(html).toContain('<meta data-page-head property="og:image" content="https://torneos.example/og/default.png">');
    expect(html).toContain('<meta data-page-head name="twitter:card" content="summary">');
    expect(html).toContain(`<link data-page-head rel="alternate" hreflang="es" href="${ORIGIN}/rankings">`);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('robots');
  });
});

describe('pageHead with the names of the records', () => {
  it('titles a phase section by its tournament and phase, and shows the card', () => {
    const match = matchRoute('/torneos/5/fases/7/llaves');
    if (!match) throw new Error('no route');
    const head = pageHead(match, ORIGIN, { names: { multi: 'Campeonato 2026', tournament: 'Individual Masculino', phase: 'Fase final' }, card: { kind: 'phase', id: 7, version: 3 } });
    expect(head.title).toBe('Campeonato 2026 · Individual Masculino · Fase final · Llaves · Torneos');
    expect(head.description).toMatch(/^Campeonato 2026 · Individual Masculino · Fase final: /);
    expect(head).toMatchObject({ card: 'summary_large_image', image: `${ORIGIN}/api/card/es/phase/7.png?v=3` });
  });

  it('does not repeat a section word the phase is named by, and keeps generic texts without names', () => {
    const match = matchRoute('/en/tournaments/5/phases/7/brackets');
    if (!match) throw new Error('no route');
    expect(pageHead(match, ORIGIN, { names: { tournament: 'Cup', phase: 'Brackets' } }).title).toBe('Cup · Brackets · Torneos');
    expect(pageHead(match, ORIGIN, { names: {} })).toMatchObject({ title: 'Phase brackets · Torneos', card: 'summary', image: `${ORIGIN}/og/default.png` });
  });
});
