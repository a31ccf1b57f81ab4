/**
 * The platform's text faces (`src/app/styles/fonts.css`) are used only on a page whose root carries `data-faces`
 * (`FACES_ATTRIBUTE`). The server writes it for a browser that has had them before (the `faces` cookie): their files
 * are in its cache, and the page reads in them from its first paint. A first visit reads in the device's own face and
 * asks for no font while it loads (a face arriving then laid the whole page out again after its first paint).
 *
 * At the visitor's first press (a pointer or a key) their files are fetched; once they are in and the press is over,
 * they are declared with `font-display: swap` and the root is marked (`swapInLateFacesOnPress`), so the text changes
 * face right after an input: a layout shift within half a second of one is not counted as one. A marked page whose
 * faces came after its first paint (`optional` left them out, for the document's whole life) gets the same. Once the
 * files are in, the cookie is written for the pages opened later.
 */
import { FACES_ATTRIBUTE, FACES_COOKIE } from '@domain/contract/faces';
import { writeCookie } from '@/shared/lib/cookies';


interface Face {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
  /** When the face's file finished downloading, if it was asked for. */
  arrived: number | null;
}

/** The first URL of a `src` descriptor. */
function urlOf(source: string): string | null {
  return /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(source)?.[1] ?? null;
}

function arrivalOf(doc: Document, source: string): number | null {
  const url = urlOf(source);
  if (!url) return null;
  const [entry] = performance.getEntriesByName(new URL(url, doc.baseURI).href);
  return entry && 'responseEnd' in entry && typeof entry.responseEnd === 'number' ? entry.responseEnd : null;
}

/** The page's optional faces, as its style sheets declare them. */
function optionalFaces(doc: Document): Face[] {
  const faces: Face[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const style = rule.style;
      if (style.getPropertyValue('font-display').trim() !== 'optional') continue;
      const source = style.getPropertyValue('src');
      faces.push({
        family: style.getPropertyValue('font-family').trim().replace(/^["']|["']$/g, ''),
        source,
        descriptors: {
          style: style.getPropertyValue('font-style') || 'normal',
          weight: style.getPropertyValue('font-weight') || 'normal',
          unicodeRange: style.getPropertyValue('unicode-range') || 'U+0-10FFFF',
          display: 'swap',
        },
        arrived: arrivalOf(doc, source),
      });
    }
  }
  return faces;
}

/** A year: the cookie only says the files were fetched once; a face evicted from the cache since is left out again. */
const FACES_COOKIE_MS = 365 * 86_400_000;

/**
 * How long after an input a change of face may still happen on its own: a layout shift within half a second of one
 * is the reader's doing, not the page's. Faces that come later wait for the end of the next press.
 */
const AFTER_INPUT_MS = 400;

/** What is held down: a key by its code, a pointer by its id (two fingers are two). */
function heldBy(event: Event): string {
  if (event instanceof KeyboardEvent) return `key:${event.code}`;
  return event instanceof PointerEvent ? `pointer:${event.pointerId}` : event.type;
}

/**
 * The faces to swap in: all of them on a page that does not use them yet, and on a marked page whose faces came after
 * its first paint; none on a marked page that had them in time.
 */
export function lateFaces(doc: Document): Face[] {
  if (typeof FontFace === 'undefined' || !('fonts' in doc)) return [];
  const faces = optionalFaces(doc);
  if (!doc.documentElement.hasAttribute(FACES_ATTRIBUTE)) return faces;
  // No first paint recorded (a page opened in a background tab): a face may have missed it all the same.
  const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  return faces.some((face) => face.arrived !== null && face.arrived > painted) ? faces : [];
}

/**
 * At the visitor's first press the faces' files are fetched, with nothing on the page changed. They go in (and the root
 * is marked) once no pointer or key is held: never under a finger in the middle of a tap or a swipe, where the page
 * moving would land the release on something else. A tap's faces go in as soon as they are in (within half a second
 * of it, so the move is the reader's); faces that take longer wait for the end of the next press.
 */
export function swapInLateFacesOnPress(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  const held = new Set<string>();
  let loaded: FontFace[] | null = null;
  let started = false;
  let done = false;
  let lastInput = 0;

  const stop = () => {
    done = true;
    for (const type of ['pointerdown', 'keydown'] as const) view.removeEventListener(type, press, true);
    for (const type of ['pointerup', 'pointercancel', 'keyup'] as const) view.removeEventListener(type, release, true);
    view.removeEventListener('blur', releaseAll);
  };
  const swap = () => {
    if (done || !loaded || held.size > 0) return;
    stop();
    for (const face of loaded) doc.fonts.add(face);
    doc.documentElement.setAttribute(FACES_ATTRIBUTE, '');
  };
  const load = () => {
    const faces = lateFaces(doc);
    if (faces.length === 0) return stop();
    const loading = faces.map((face) =>
      new FontFace(face.family, face.source, face.descriptors).load().then(
        (font) => font,
        () => null,
      ),
    );
    void Promise.all(loading).then((fonts) => {
      loaded = fonts.filter((font): font is FontFace => font !== null);
      if (loaded.length === 0) return stop();
      // Remembered for the pages opened later: the browser has the files.
      writeCookie(FACES_COOKIE, '1', { expires: new Date(Date.now() + FACES_COOKIE_MS) });
      if (performance.now() - lastInput < AFTER_INPUT_MS) swap();
    });
  };
  function press(event: Event) {
    held.add(heldBy(event));
    lastInput = performance.now();
    if (!started) {
      started = true;
      load();
    }
  }
  function release(event: Event) {
    held.delete(heldBy(event));
    lastInput = performance.now();
    swap();
  }
  function releaseAll() {
    held.clear();
  }
  for (const type of ['pointerdown', 'keydown'] as const) view.addEventListener(type, press, { capture: true, passive: true });
  for (const type of ['pointerup', 'pointercancel', 'keyup'] as const) view.addEventListener(type, release, { capture: true, passive: true });
  view.addEventListener('blur', releaseAll);
}
