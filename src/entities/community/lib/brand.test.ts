import { describe, expect, it, vi } from 'vitest';
import { applyBrand, brandStyle, brandVariables, contrastRatio, readableOn } from './brand';

describe('brand colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777', '#777777')).toBeCloseTo(1, 5);
  });

  it.each([
    ['#111111', '#ffffff'],
    ['#f97316', '#000000'],
    ['#0b3d91', '#ffffff'],
    ['#e11d48', '#ffffff'],
    ['#14532d', '#ffffff'],
    ['#facc15', '#000000'],
  ])('puts readable text on %s', (colour, text) => {
    expect(readableOn(colour)).toBe(text);
    expect(contrastRatio(colour, readableOn(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('sets the four theme variables on the root element', () => {
    const root = document.createElement('div');
    applyBrand({ primary: '#14532d', secondary: '#facc15' }, root);
    expect(root.style.getPropertyValue('--brand-primary')).toBe('#14532d');
    expect(root.style.getPropertyValue('--brand-secondary-foreground')).toBe('#000000');
    expect(brandVariables({ primary: '#0b3d91', secondary: '#e11d48' })['--brand-primary-foreground']).toBe('#ffffff');
  });

  it('writes the same variables as a style attribute, the one the server puts on the page', () => {
    const look = { primary: '#14532d', secondary: '#facc15' };
    expect(brandStyle(look)).toBe('--brand-primary:#14532d;--brand-primary-foreground:#ffffff;--brand-secondary:#facc15;--brand-secondary-foreground:#000000');
    const root = document.createElement('div');
    root.setAttribute('style', brandStyle(look));
    for (const [name, value] of Object.entries(brandVariables(look))) expect(root.style.getPropertyValue(name)).toBe(value);
    expect(brandStyle({ primary: '#000"><script>', secondary: '#fff' })).not.toMatch(/["<>]/);
  });

  it('leaves the root element alone when the server already gave it the colours, and changes what differs', () => {
    const root = document.createElement('div');
    root.setAttribute('style', brandStyle({ primary: '#14532d', secondary: '#facc15' }));
    const setProperty = vi.spyOn(root.style, 'setProperty');
    applyBrand({ primary: '#14532d', secondary: '#facc15' }, root);
    expect(setProperty).not.toHaveBeenCalled();
    // A new primary with the same readable text colour: only the primary changes.
    applyBrand({ primary: '#0b3d91', secondary: '#facc15' }, root);
    expect(setProperty.mock.calls.map(([name]) => name)).toEqual(['--brand-primary']);
    expect(root.style.getPropertyValue('--brand-primary')).toBe('#0b3d91');
  });
});
