import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { numberOf, rowsOf } from '../rows';
import { followMailSettings, follows, users } from '../schema';
import { DEMO_USERS } from './identity';

/**
 * The demo player follows a tournament in play, a player with matches still to play and results already in, and a
 * ranking with people in it, so their welcome page has something to show from the first sign-in. They also asked
 * for new results by mail, so the mail settings show a choice made and the next result entered mails them.
 */
export async function seedFollows(db: Database, communityId: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_USERS.player.username));
  if (!user) return;
  const [tournament] = await rowsOf(
    db,
    sql`select v.id from valids v join phases p on p.valid_id = v.id join matches m on m.phase_id = p.id
        where v.community_id = ${communityId} and v.status_id = 2
        group by v.id
        having count(*) filter (where m.status = 'played') > 0 and count(*) filter (where m.status = 'pending' and m.home_id is not null and m.away_id is not null) > 0
        order by count(*) filter (where m.status = 'pending' and m.scheduled_at is not null) desc, v.id limit 1`,
  );
  // A single player with a match to play and the most results and podium-worthy finishes behind them.
  const [player] = await rowsOf(
    db,
    sql`select i.person_id as id from inscribed i join persons pe on pe.id = i.person_id join valids v on v.id = i.valid_id
        join matches m on m.home_id = i.id or m.away_id = i.id
        where v.community_id = ${communityId} and pe.modality_id = 1
        group by i.person_id
        having count(*) filter (where m.status = 'pending' and m.home_id is not null and m.away_id is not null and v.status_id = 2) > 0
        order by count(distinct v.id) filter (where v.status_id = 3) desc, count(*) filter (where m.status = 'played') desc, i.person_id limit 1`,
  );
  const [ranking] = await rowsOf(
    db,
    sql`select r.id from rankings r join ranking_modalities rm on rm.ranking_id = r.id
        where r.community_id = ${communityId} and rm.standings_count > 0 order by r.id limit 1`,
  );
  const picks = [
    { kind: 'tournament' as const, targetId: numberOf(tournament?.id) },
    { kind: 'player' as const, targetId: numberOf(player?.id) },
    { kind: 'ranking' as const, targetId: numberOf(ranking?.id) },
  ].flatMap((pick) => (pick.targetId === null ? [] : [{ userId: user.id, kind: pick.kind, targetId: pick.targetId }]));
  if (picks.length > 0) await db.insert(follows).values(picks).onConflictDoNothing();
  await db.insert(followMailSettings).values({ userId: user.id, results: true, locale: 'es', unsubscribeKey: randomBytes(24).toString('base64url') }).onConflictDoNothing();
}
