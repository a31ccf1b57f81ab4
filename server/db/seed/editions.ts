import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { valids } from '../schema';
import { copyValid } from '../../modules/valids/service';

const dayFrom = (base: Date, days: number) => new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The circuit's autumn cup, played three months ago, already has its next edition: cloned as an organiser would
 * ("the same as last year"), with its phases, no entries, a year after the first.
 */
export async function seedNextEdition(db: Database, space: { communityId: number; accountId: number }, today = new Date()): Promise<void> {
  const [source] = await db
    .select({ id: valids.id, name: valids.name })
    .from(valids)
    .where(and(eq(valids.communityId, space.communityId), eq(valids.name, 'Copa Otoño Masculina')))
    .limit(1);
  if (!source) return;
  const copied = await copyValid(db, source.id, { name: `${source.name} · próxima edición`, startDate: dayFrom(today, 274), endDate: dayFrom(today, 275), inscriptionEnd: dayFrom(today, 270) }, space.accountId);
  if (typeof copied !== 'number') throw new Error(`next edition not cloned: ${copied}`);
}
