import { describe, expect, it } from 'vitest';
import { clampSize, embedAddress, iframeCode, type EmbedChoice } from './embed-code';

const choice: EmbedChoice = { locale: 'en', theme: 'dark', compact: true, groupId: 12, width: null, height: 500 };

describe('embed code', () => {
  it('addresses the embed in the chosen language with its options', () => {
    expect(embedAddress('https://torneos.example/', 'embed-groups', { validId: 3, phaseId: 9 }, choice)).toBe(
      'https://torneos.example/en/embed/tournaments/3/phases/9/groups?theme=dark&size=compact&group=12',
    );
    expect(embedAddress('https://torneos.example', 'embed-results', { validId: 3 }, { ...choice, locale: 'es', theme: 'light', compact: false, groupId: null })).toBe(
      'https://torneos.example/insertar/torneos/3/resultados',
    );
  });

  it('writes a titled frame of the chosen size, escaping what it quotes', () => {
    expect(iframeCode('https://t.example/insertar/torneos/3/resultados?a=1&b=2', 'Copa "A" <1>', { width: 640, height: 480 })).toBe(
      '<iframe src="https://t.example/insertar/torneos/3/resultados?a=1&amp;b=2" title="Copa &quot;A&quot; &lt;1>" width="640" height="480" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
    expect(iframeCode('https://t.example/x', 'X', { width: null, height: 300 })).toContain('width="100%"');
  });

  it('keeps sizes typed by hand within range', () => {
    expect(clampSize('50', { min: 240, max: 2000 })).toBe(240);
    expect(clampSize('9999', { min: 240, max: 2000 })).toBe(2000);
    expect(clampSize('800px', { min: 240, max: 2000 })).toBe(800);
    expect(clampSize('', { min: 240, max: 2000 })).toBeNull();
  });
});
