// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.join(process.cwd(), 'server', 'db', 'migrations');

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };

/**
 * Drizzle applies, on a database that has migrations already, only the journal's entries whose `when` is later than
 * the newest one applied there: an entry dated before its predecessor is skipped on every existing database and
 * runs only on new ones. The start-up check (`migrateWhenBehind`) compares the newest applied time with the last
 * entry's, so it also needs the last entry to be the latest.
 */
describe('the migration journal', () => {
  it('dates every migration after the one before it', () => {
    const outOfOrder = journal.entries.flatMap((entry, index) => {
      const before = journal.entries[index - 1];
      return before && !(entry.when > before.when) ? [`${entry.tag} (${entry.when}) is not after ${before.tag} (${before.when})`] : [];
    });
    expect(outOfOrder).toEqual([]);
  });

  it('numbers its entries in order and names a file for each, and each file has its entry', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql')).sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
  });
});
