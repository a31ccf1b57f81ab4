import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lateFaces, swapInLateFacesOnPress } from './late-fonts';

/** A face the test loads by hand: `arrive()` settles what `load()` promised. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  private settle: (face: FakeFontFace) => void = () => undefined;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
  load(): Promise<FakeFontFace> {
    return new Promise((resolve) => {
      this.settle = resolve;
    });
  }
  arrive(): void {
    this.settle(this);
  }
}

const added: unknown[] = [];

function declareFaces() {
  const style = document.createElement('style');
  style.textContent = [400, 700]
    .map((weight) => `@font-face { font-family: 'Roboto Web'; font-weight: ${weight}; font-display: optional; src: url('/static/font/roboto-${weight}.woff2') format('woff2'); }`)
    .join('\n');
  document.head.append(style);
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const pointer = (type: string, pointerId = 1) => window.dispatchEvent(new PointerEvent(type, { pointerId, bubbles: true }));

describe('the platform faces at the first press', () => {
  beforeEach(() => {
    FakeFontFace.made = [];
    added.length = 0;
    vi.stubGlobal('FontFace', FakeFontFace);
    Object.defineProperty(document, 'fonts', { configurable: true, value: { add: (face: unknown) => added.push(face) } });
    document.documentElement.removeAttribute('data-faces');
    document.cookie = 'faces=; Path=/; Max-Age=0';
    declareFaces();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('a first visit swaps every face in, but not while the finger that pressed is still down', async () => {
    expect(lateFaces(document).map((face) => face.descriptors.weight)).toEqual(['400', '700']);
    swapInLateFacesOnPress(document);
    pointer('pointerdown');
    expect(FakeFontFace.made).toHaveLength(2);
    for (const face of FakeFontFace.made) face.arrive();
    await settled();
    // The files are in during a swipe: nothing on the page changes under it.
    expect(added).toEqual([]);
    expect(document.documentElement.hasAttribute('data-faces')).toBe(false);
    expect(document.cookie).toContain('faces=1');
    pointer('pointerup');
    expect(added).toEqual(FakeFontFace.made);
    expect(document.documentElement.hasAttribute('data-faces')).toBe(true);
  });

  it('a tap whose faces come just after its release swaps them in as they come, and only once', async () => {
    swapInLateFacesOnPress(document);
    pointer('pointerdown');
    pointer('pointerup');
    expect(added).toEqual([]);
    for (const face of FakeFontFace.made) face.arrive();
    await settled();
    expect(added).toHaveLength(2);
    pointer('pointerdown', 2);
    pointer('pointerup', 2);
    expect(FakeFontFace.made).toHaveLength(2);
    expect(added).toHaveLength(2);
  });

  it('faces that come long after the press wait for the end of the next one', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      swapInLateFacesOnPress(document);
      pointer('pointerdown');
      pointer('pointerup');
      vi.advanceTimersByTime(2_000);
      for (const face of FakeFontFace.made) face.arrive();
      await vi.waitFor(() => expect(document.cookie).toContain('faces=1'));
      expect(added).toEqual([]);
      pointer('pointerdown', 2);
      expect(added).toEqual([]);
      pointer('pointerup', 2);
      expect(added).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a marked page whose faces were in for its first paint has nothing to swap', () => {
    document.documentElement.setAttribute('data-faces', '');
    expect(lateFaces(document)).toEqual([]);
    swapInLateFacesOnPress(document);
    pointer('pointerdown');
    expect(FakeFontFace.made).toEqual([]);
  });
});
