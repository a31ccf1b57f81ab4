import { describe, expect, it } from 'vitest';
import { notFoundHead, pageHead, matchRoute } from '@domain/routes';
import { htmlForHead } from './web';

const INDEX = '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Torneos</title></head><body></body></html>';

describe('htmlForHead', () => {
  it('replaces the title with the page head and sets the language', () => {
    const match = matchRoute('/en/tournaments');
    if (!match) throw new Error('route missing');
    const html = htmlForHead(INDEX, pageHead(match, 'http://x.test'));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Tournaments · Torneos</title>');
    expect(html).toContain('<link data-page-head rel="canonical" href="http://x.test/en/tournaments">');
    expect(html).not.toContain('<title>Torneos</title>');
  });

  it('adds the head when the template has no title', () => {
    const html = htmlForHead('<html lang="es"><head></head><body></body></html>', notFoundHead('es', 'http://x.test'));
    expect(html).toMatch(/<title>Página no encontrada · Torneos<\/title>[\s\S]*<\/head>/);
  });
});
