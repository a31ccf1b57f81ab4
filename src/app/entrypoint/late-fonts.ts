/**
 * The platform's text faces (`src/app/styles/fonts.css`) are used only on a page whose root carries `data-faces`
 * (`FACES_ATTRIBUTE`). The server writes it for a browser that has had them before (the `faces` cookie): their files
 * are in its cache, and the page reads in them from its first paint. A first visit reads in the device's own face and
 * asks for no font while it loads (a face arriving then laid the whole page out again after its first paint).
 *
 * At the visitor's first press (a pointer or a key) the faces are declared with `font-display: swap` and the root is
 * marked: the text changes face as soon as the files are in, and a layout shift within half a second of an input is not
 * counted as one. A marked page whose faces came after its first paint (`optional` left them out, for the document's
 * whole life) gets the same at the first press. Once a face is in, the cookie is written for the pages opened later.
 */
import { FACES_ATTRIBUTE, FACES_COOKIE } from '@domain/contract/faces';

const PRESS_EVENTS = ['pointerdown', 'keydown'] as const;

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
const FACES_COOKIE_SECONDS = 365 * 86_400;

/** Remembers, for the pages opened later, that the browser has the faces. */
function rememberFaces(doc: Document, families: ReadonlySet<string>): void {
  doc.fonts.addEventListener('loadingdone', (event) => {
    if (!event.fontfaces.some((face) => families.has(face.family.replace(/^["']|["']$/g, '')))) return;
    const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
    doc.cookie = `${FACES_COOKIE}=1; Path=/; Max-Age=${FACES_COOKIE_SECONDS}; SameSite=Lax${secure}`;
  });
}

/**
 * Declares the faces to swap in and marks the root: on a page that did not use them yet, or one whose faces came after
 * its first paint.
 */
export function swapInLateFaces(doc: Document): void {
  if (typeof FontFace === 'undefined' || !('fonts' in doc)) return;
  const faces = optionalFaces(doc);
  if (faces.length === 0) return;
  const root = doc.documentElement;
  const marked = root.hasAttribute(FACES_ATTRIBUTE);
  // No first paint recorded (a page opened in a background tab): a face may have missed it all the same.
  const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  if (marked && !faces.some((face) => face.arrived !== null && face.arrived > painted)) return;
  rememberFaces(doc, new Set(faces.map((face) => face.family)));
  for (const face of faces) {
    const swapping = new FontFace(face.family, face.source, face.descriptors);
    if (face.arrived === null) doc.fonts.add(swapping);
    else
      swapping.load().then(
        () => doc.fonts.add(swapping),
        () => undefined,
      );
  }
  if (!marked) root.setAttribute(FACES_ATTRIBUTE, '');
}

/** Swaps the faces in at the visitor's first press on the page. */
export function swapInLateFacesOnPress(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  const once = () => {
    for (const type of PRESS_EVENTS) view.removeEventListener(type, once, true);
    swapInLateFaces(doc);
  };
  for (const type of PRESS_EVENTS) view.addEventListener(type, once, { capture: true, passive: true });
}
