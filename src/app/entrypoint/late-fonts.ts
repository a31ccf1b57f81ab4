/**
 * The text faces are `font-display: optional` (`src/app/styles/fonts.css`): a face that is not in by the first paint
 * is left out, so the first screen never waits for a font and never moves when one arrives. The browser keeps that
 * choice for the document's whole life, and the app never loads another document: on a slow first load the whole
 * visit would read in the fallback face.
 *
 * So at the visitor's first press (a pointer or a key), when a face came after the first paint, the same faces are
 * declared again with `font-display: swap`, from the same files (in the HTTP cache by then). A face already
 * downloaded is added once loaded, and the text changes to it at once: a layout shift within half a second of an input
 * is not counted as one. A face not needed yet is added as it is, and swaps in when a screen first needs it.
 */

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

/** Declares the faces again to swap in, when one of them came after the first paint. */
export function swapInLateFaces(doc: Document): void {
  if (typeof FontFace === 'undefined' || !('fonts' in doc)) return;
  const faces = optionalFaces(doc);
  // No first paint recorded (a page opened in a background tab): a face may have missed it all the same.
  const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  if (!faces.some((face) => face.arrived !== null && face.arrived > painted)) return;
  for (const face of faces) {
    const swapping = new FontFace(face.family, face.source, face.descriptors);
    if (face.arrived === null) doc.fonts.add(swapping);
    else
      swapping.load().then(
        () => doc.fonts.add(swapping),
        () => undefined,
      );
  }
}

/** Swaps late faces in at the visitor's first press on the page. */
export function swapInLateFacesOnPress(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  const once = () => {
    for (const type of PRESS_EVENTS) view.removeEventListener(type, once, true);
    swapInLateFaces(doc);
  };
  for (const type of PRESS_EVENTS) view.addEventListener(type, once, { capture: true, passive: true });
}
