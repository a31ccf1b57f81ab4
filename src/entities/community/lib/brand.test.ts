import { describe, expect, it } from 'vitest';
import { applyBrand, brandVariables, contrastRatio, readableOn } from './brand';

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
});
