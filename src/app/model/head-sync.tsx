import { useEffect } from 'react';
import type { RouteMatch } from '@domain/routes';
import { HEAD_MARKER } from '@domain/routes/head-marker';
import type * as PageHeadModule from '@domain/routes/page-head';

type HeadModule = typeof PageHeadModule;

function writeHead(module: HeadModule, route: RouteMatch | null, notFoundLocale: 'es' | 'en') {
  const { headTags, notFoundHead, pageHead } = module;
  const head = route ? pageHead(route, window.location.origin) : notFoundHead(notFoundLocale, window.location.origin);
  document.title = head.title;
  for (const old of document.head.querySelectorAll(`[${HEAD_MARKER}]`)) old.remove();
  const fragment = document.createDocumentFragment();
  for (const tag of headTags(head)) {
    const element = document.createElement(tag.tag);
    element.setAttribute(HEAD_MARKER, '');
    if (tag.tag === 'meta') {
      element.setAttribute(tag.key, tag.name);
      element.setAttribute('content', tag.content);
    } else {
      element.setAttribute('rel', tag.rel);
      if (tag.hreflang) element.setAttribute('hreflang', tag.hreflang);
      element.setAttribute('href', tag.href);
    }
    fragment.append(element);
  }
  document.head.append(fragment);
}

// Read on the first route change; the server renders this module without a window.
let firstPath: string | null = typeof window === 'undefined' ? null : window.location.pathname;

/** True once: for the first page, whose head the server already wrote into the HTML. */
function takeServerHead(): boolean {
  const served = firstPath === window.location.pathname && document.head.querySelector(`[${HEAD_MARKER}]`) !== null;
  firstPath = null;
  return served;
}

/**
 * Writes the page's title, description, image, canonical and language alternates into the document head on every
 * route change, replacing the tags the server wrote for the first page. The page texts load apart from the app:
 * the first page's head is already in the HTML.
 */
export function HeadSync({ route, notFoundLocale }: { route: RouteMatch | null; notFoundLocale: 'es' | 'en' }) {
  useEffect(() => {
    // The server wrote the first page's head into the HTML: the texts are only needed from the first navigation on.
    if (takeServerHead()) return;
    let current = true;
    void import('@domain/routes/page-head').then((module) => {
      if (current) writeHead(module, route, notFoundLocale);
    });
    return () => {
      current = false;
    };
  }, [route, notFoundLocale]);
  return null;
}
