import { escapeHtml, SITE_NAME } from '@domain/routes';
import type { CardData } from './card-data';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_FONT = 'Roboto';

/** Relative luminance of a #rrggbb colour (WCAG), to pick readable text on it. */
function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return 0;
  const value = Number.parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** A community logo: SVG markup drawn inline, or a picture as a data address. */
export type CardLogo = { svg: string } | { dataUri: string };

/** The logo fitted into a box: an SVG's root element placed there (its own size dropped), its fonts the card's. */
function logoElement(logo: CardLogo, box: { x: number; y: number; width: number; height: number }): string {
  const place = `x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="xMinYMid meet"`;
  if ('dataUri' in logo) return `<image ${place} href="${logo.dataUri}"/>`;
  const markup = logo.svg
    .replace(/<\?xml[^>]*>|<!DOCTYPE[^>]*>/gi, '')
    .replace(/<script[\s\S]*?<\/script>/gi, '')
    .replace(/font-family="[^"]*"/g, `font-family="${CARD_FONT}"`);
  return markup.replace(/<svg\b([^>]*)>/, (_, attributes: string) => `<svg ${place}${attributes.replace(/\s(x|y|width|height|preserveAspectRatio)="[^"]*"/g, '')}>`);
}

const safeColour = (hex: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(hex.trim()) ? hex.trim() : fallback);

/**
 * Splits a name into at most `maxLines` lines of about `perLine` characters (Roboto's average width), the last one
 * shortened with an ellipsis when the name is longer still.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((item) => (item.length > perLine ? `${item.slice(0, perLine - 1)}…` : item));
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, perLine - 1))}…`;
  return kept;
}

/**
 * The share card of a record as SVG, 1200×630: the space's colours (its primary as the ground, its secondary as
 * the accent), its logo when there is one, a word for the kind, the record's name and a line under it.
 */
export function cardSvg(card: CardData, logo: CardLogo | null): string {
  const ground = safeColour(card.community.look.primary, '#111111');
  const accent = safeColour(card.community.look.secondary, '#f97316');
  const light = luminance(ground) > 0.4;
  const ink = light ? '#111111' : '#ffffff';
  const soft = light ? '#333333' : '#e5e5e5';
  const titleLines = wrapText(card.title, 26, 3);
  const titleSize = titleLines.length > 2 ? 64 : 76;
  const titleTop = 300;
  const title = titleLines.map((line, index) => `<tspan x="80" y="${titleTop + index * (titleSize + 10)}">${escapeHtml(line)}</tspan>`).join('');
  const subtitleY = titleTop + (titleLines.length - 1) * (titleSize + 10) + 70;
  const brand = logo
    ? `<rect x="60" y="40" width="380" height="96" rx="16" fill="${light ? '#111111' : '#000000'}" fill-opacity="0.25"/>${logoElement(logo, { x: 80, y: 52, width: 340, height: 72 })}`
    : `<text x="80" y="112" font-size="40" font-weight="700" fill="${ink}">${escapeHtml(card.community.name)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${CARD_FONT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${ground}"/>`,
    `<rect x="0" y="${CARD_HEIGHT - 24}" width="${CARD_WIDTH}" height="24" fill="${accent}"/>`,
    `<circle cx="${CARD_WIDTH - 40}" cy="60" r="220" fill="${accent}" fill-opacity="0.18"/>`,
    brand,
    `<text x="80" y="${titleTop - titleSize - 24}" font-size="34" font-weight="700" fill="${accent}" letter-spacing="2">${escapeHtml(card.label.toUpperCase())}</text>`,
    `<text font-size="${titleSize}" font-weight="700" fill="${ink}">${title}</text>`,
    card.subtitle ? `<text x="80" y="${subtitleY}" font-size="36" fill="${soft}">${escapeHtml(wrapText(card.subtitle, 48, 1)[0] ?? '')}</text>` : '',
    `<text x="80" y="${CARD_HEIGHT - 60}" font-size="30" font-weight="700" fill="${soft}">${escapeHtml(`${SITE_NAME} · ${card.community.name}`)}</text>`,
    '</svg>',
  ].join('');
}
