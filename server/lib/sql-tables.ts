/**
 * The tables one SQL statement reads and writes, as far as its text tells: enough for a cache to know which kept
 * answers a write makes old. Whenever the text does not tell for sure, the answer is `everything`, never less.
 */
export interface TablesTouched {
  /** Tables named after FROM or JOIN; `everything` when the statement calls one of the database's own functions. */
  reads: ReadonlySet<string> | 'everything';
  /** Tables inserted into or updated; `everything` for a delete (foreign keys cascade), DDL or a database function. */
  writes: ReadonlySet<string> | 'everything';
}

/**
 * Functions the migrations create, and whether they write: what they read or write is not in the calling statement's
 * text, so a call reads everything, and a writing one writes everything.
 */
export const DATABASE_FUNCTIONS: Record<string, { writes: boolean }> = {
  session_memberships: { writes: false },
  ranking_targets: { writes: false },
  ranking_tables_for: { writes: false },
  refresh_standings: { writes: true },
};

const NAME = String.raw`(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?`;
const READ = new RegExp(String.raw`\b(?:from|join)\s+(?!\()${NAME}`, 'gi');
const INSERT = new RegExp(String.raw`\binsert\s+into\s+${NAME}`, 'gi');
const UPDATE = new RegExp(String.raw`\bupdate\s+(?:only\s+)?${NAME}\s+(?:as\s+)?(?:"?[a-z_][a-z0-9_]*"?\s+)?set\b`, 'gi');
/** Deletes cascade along foreign keys, and schema or bulk statements change what no table list says. */
const UNSAFE_WRITE = /\bdelete\s+from\b|\btruncate\b|\bmerge\s+into\b|^\s*(?:create|alter|drop|comment\s+on|grant|revoke|reindex|cluster|refresh|copy|do|call|lock|import|security\s+label)\b/i;
const FUNCTION_CALL = new RegExp(String.raw`\b(${Object.keys(DATABASE_FUNCTIONS).join('|')})\s*\(`, 'gi');
/**
 * Session and transaction control, reads of no table, and upkeep that changes no row (a vacuum reclaims dead rows
 * and an analyze refreshes statistics; the embedded database's upkeep runs them every few seconds): nothing any
 * cache depends on.
 */
const NEUTRAL = /^\s*(?:begin|commit|rollback|savepoint|release|start\s+transaction|set|show|listen|unlisten|notify|select\s+pg_notify|deallocate|discard|vacuum|analyze)\b/i;

const stripLiterals = (text: string) =>
  text
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ');

function namesOf(pattern: RegExp, text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(pattern)) if (match[1]) names.add(match[1].toLowerCase());
  return names;
}

const NOTHING: TablesTouched = { reads: new Set(), writes: new Set() };

/** What a statement touches; conservative (`everything`) wherever its text leaves any doubt. */
export function tablesTouched(statement: string): TablesTouched {
  if (NEUTRAL.test(statement)) return NOTHING;
  const text = stripLiterals(statement);
  const reads = namesOf(READ, text);
  const writes = new Set([...namesOf(INSERT, text), ...namesOf(UPDATE, text)]);
  const called = [...namesOf(FUNCTION_CALL, text)];
  const writesEverything = UNSAFE_WRITE.test(text) || called.some((name) => DATABASE_FUNCTIONS[name]?.writes !== false);
  return { reads: called.length > 0 ? 'everything' : reads, writes: writesEverything ? 'everything' : writes };
}

/** `tablesTouched`, remembered per statement text: the same few hundred statements repeat all day. */
export function memoTablesTouched(limit = 2_000): (statement: string) => TablesTouched {
  const known = new Map<string, TablesTouched>();
  return (statement) => {
    let found = known.get(statement);
    if (!found) {
      found = tablesTouched(statement);
      if (known.size >= limit) known.clear();
      known.set(statement, found);
    }
    return found;
  };
}
