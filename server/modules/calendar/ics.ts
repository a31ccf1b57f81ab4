/**
 * iCalendar (RFC 5545) text written by hand: CRLF line ends, lines folded at 75 octets without splitting a
 * character, TEXT values escaped, every time in UTC.
 */

/** The domain part of every event UID: fixed, so a feed read through any host keeps the same events. */
export const UID_DOMAIN = 'calendar.torneos';

export interface IcsEvent {
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string | null;
  description: string | null;
}

export interface IcsCalendar {
  name: string;
  events: IcsEvent[];
}

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/** A content line folded into pieces of at most 75 octets; each continuation starts with one space. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (size + octets > MAX_OCTETS) {
      pieces.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += octets;
  }
  pieces.push(current);
  return pieces.join('\r\n');
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** `20261128T093000Z`. */
export const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function eventLines(event: IcsEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A whole calendar; apps refresh it every hour. */
export function icsCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Torneos//Calendario de partidos//ES',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
