import ICAL from 'ical.js';
import { escapeText, foldLine, icsCalendar } from './ics';

const event = {
  uid: 'match-7@calendar.torneos',
  sequence: 3,
  stamp: new Date('2026-10-20T10:00:00Z'),
  start: new Date('2026-10-25T09:00:00Z'),
  end: new Date('2026-10-25T09:45:00Z'),
  summary: 'Ana Ruiz – Luis Pérez · Abierto; de Otoño, Madrid \\ sub-19',
  location: 'Polideportivo Central · Mesa 3',
  description: 'Grupos\nRonda 2',
};

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ñ'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const piece of folded) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(folded.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
  });

  it('writes CRLF lines a real parser reads back unchanged', () => {
    const text = icsCalendar({ name: 'Abierto de Otoño, 2026', events: [event, { ...event, uid: 'match-8@calendar.torneos', summary: 'x'.repeat(200), location: null, description: null }] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const calendar = new ICAL.Component(ICAL.parse(text));
    // ical.js leaves non-standard properties as written; RFC 5545 makes them TEXT, escaped like any other.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Abierto de Otoño\\, 2026');
    const [first, second] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(first?.uid).toBe('match-7@calendar.torneos');
    expect(first?.summary).toBe(event.summary);
    expect(first?.location).toBe(event.location);
    expect(first?.description).toBe(event.description);
    expect(first?.sequence).toBe(3);
    expect(first?.startDate.toJSDate().toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(first?.endDate.toJSDate().toISOString()).toBe('2026-10-25T09:45:00.000Z');
    expect(first?.startDate.zone.tzid).toBe('UTC');
    expect(second?.summary).toBe('x'.repeat(200));
  });
});
