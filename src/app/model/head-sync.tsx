import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PageRecords, RouteMatch } from '@domain/routes';
import { pageRecordsQuery } from '@/shared/api';
import { HEAD_MARKER } from '@domain/routes/head-marker';
import type * as PageHeadModule from '@domain/routes/page-head';

type HeadModule = typeof PageHeadModule;

function writeHead(module: HeadModule, route: RouteMatch | null, notFoundLocale: 'es' | 'en', records?: PageRecords) {
  const { headTags, notFoundHead, pageHead } = module;
  const head = route ? pageHead(route, window.location.origin, records) : notFoundHead(notFoundLocale, window.location.origin);
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

/** Addresses that name a record (an id or a slug besides the tab), whose title carries its name. */
const namesRecord = (route: RouteMatch | null) => route !== null && Object.keys(route.params).some((name) => name !== 'selectedTab' && name !== 'slug');

/**
 * Writes the page's title, description, image, canonical and language alternates into the document head on every
 * route change, replacing the tags the server wrote for the first page. The page texts load apart from the app:
 * the first page's head is already in the HTML. A page about a record gets its generic head at once, then the one
 * naming the record when the names arrive (the breadcrumbs read the same query).
 */
export function HeadSync({ route, notFoundLocale }: { route: RouteMatch | null; notFoundLocale: 'es' | 'en' }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The server wrote the first page's head into the HTML: the texts are only needed from the first navigation on.
    if (takeServerHead()) return;
    let current = true;
    const path = window.location.pathname;
    void import('@domain/routes/page-head').then((module) => {
      if (!current) return;
      const known = namesRecord(route) ? queryClient.getQueryData(pageRecordsQuery(path).queryKey) : undefined;
      writeHead(module, route, notFoundLocale, known);
      if (known || !namesRecord(route)) return;
      queryClient.fetchQuery(pageRecordsQuery(path)).then(
        (records) => {
          if (current) writeHead(module, route, notFoundLocale, records);
        },
        // Without the names the generic head stays.
        () => undefined,
      );
    });
    return () => {
      current = false;
    };
  }, [route, notFoundLocale, queryClient]);
  return null;
}
