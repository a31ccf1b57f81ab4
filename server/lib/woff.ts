import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const align4 = (value: number) => (value + 3) & ~3;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

/**
 * A WOFF 1.0 font as the TrueType/OpenType file it wraps: each table is stored zlib-compressed when that made it
 * smaller, raw otherwise, behind a directory of its own. The SVG renderer reads only TTF/OTF, and the font package
 * ships WOFF. Throws on anything that is not WOFF 1.0.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let index = 0; index < numTables; index += 1) {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength) throw new Error('a WOFF table does not unpack to its stated length');
    tables.push({ tag, checksum, data });
  }
  // Table records are sorted by tag, as the format asks.
  tables.sort((a, b) => a.tag - b.tag);
  const searchPower = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(SFNT_HEADER + numTables * SFNT_ENTRY);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchPower * 16, 6);
  header.writeUInt16BE(Math.log2(searchPower), 8);
  header.writeUInt16BE(numTables * 16 - searchPower * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  for (const [index, table] of tables.entries()) {
    const record = SFNT_HEADER + index * SFNT_ENTRY;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(align4(table.data.length));
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...bodies]);
}
