import { useEffect } from 'react';
import { headTags, HEAD_MARKER, notFoundHead, pageHead, type RouteMatch } from '@domain/routes';

/**
 * Writes the page's title, description, image, canonical and language alternates into the document head on every
 * route change, replacing the tags the server wrote for the first page.
 */
export function HeadSync({ route, notFoundLocale }: { route: RouteMatch | null; notFoundLocale: 'es' | 'en' }) {
  useEffect(() => {
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
  }, [route, notFoundLocale]);
  return null;
}
