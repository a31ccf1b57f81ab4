import { eq, sql } from 'drizzle-orm';
import type { FollowMailKind } from '@domain/contract';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { communities, followMailSettings, followMailsSent, follows, inscribed, matches, phases, rankingModalities, users, valids } from '../../db/schema';
import { matchLines } from '../draws/match-lines';
import type { Mailer } from '../mail/service';
import { OUTBOX_TYPES, claimEvent, pendingEvents } from '../outbox/service';
import { tableTop } from './feed';
import { followMail, welcomeUrl, type NewsItem, type Recipient } from './mail-texts';
import { unsubscribeToken } from './mail-settings';
import type { FollowNews } from './news';
import { unsubscribeUrl } from './unsubscribe-page';

interface Follower extends Recipient {
  userId: number;
  unsubscribeKey: string;
}

function asNews(payload: Record<string, unknown>): FollowNews | null {
  const { kind, matchId, version, scheduledAt, rankingModalityId, validId } = payload;
  if (kind === 'results' && typeof matchId === 'number' && typeof version === 'number') return { kind, matchId, version };
  if (kind === 'upcoming' && typeof matchId === 'number' && typeof scheduledAt === 'string') return { kind, matchId, scheduledAt };
  if (kind === 'rankings' && typeof rankingModalityId === 'number' && typeof validId === 'number') return { kind, rankingModalityId, validId };
  return null;
}

const followerColumns = sql`distinct u.id as user_id, u.email, u.full_name, s.locale, s.unsubscribe_key`;

/** Who follows the match's tournament, one of its sides (player or team), or a club a side entered for, and wants this kind. */
const matchFollowers = (matchId: number, kind: FollowMailKind) => sql`
  select ${followerColumns}
  from ${matches} m
  join ${phases} p on p.id = m.phase_id
  left join ${inscribed} h on h.id = m.home_id
  left join ${inscribed} a on a.id = m.away_id
  join ${follows} f on (f.kind = 'tournament' and f.target_id = p.valid_id)
    or (f.kind in ('player', 'team') and f.target_id in (h.person_id, a.person_id))
    or (f.kind = 'club' and f.target_id in (h.club_id, a.club_id))
  join ${followMailSettings} s on s.user_id = f.user_id and ${sql.raw(`s.${kind}`)}
  join ${users} u on u.id = f.user_id
  where m.id = ${matchId}`;

const tableFollowers = (rankingModalityId: number) => sql`
  select ${followerColumns}
  from ${rankingModalities} rm
  join ${follows} f on f.kind = 'ranking' and f.target_id = rm.ranking_id
  join ${followMailSettings} s on s.user_id = f.user_id and s.rankings
  join ${users} u on u.id = f.user_id
  where rm.id = ${rankingModalityId}`;

async function followersOf(db: Database, news: FollowNews): Promise<Follower[]> {
  const rows = await rowsOf(db, news.kind === 'rankings' ? tableFollowers(news.rankingModalityId) : matchFollowers(news.matchId, news.kind));
  return rows.map((row) => ({
    userId: Number(row.user_id),
    email: String(row.email),
    fullName: String(row.full_name),
    locale: row.locale === 'en' ? 'en' : 'es',
    unsubscribeKey: String(row.unsubscribe_key),
  }));
}

/**
 * The news as it reads now, or null when it is no news any more: a result corrected since (its own event
 * follows), a match moved again or already played, a table or tournament that is gone.
 */
async function itemOf(db: Database, news: FollowNews): Promise<NewsItem | null> {
  if (news.kind === 'rankings') {
    const [ranking, [valid]] = await Promise.all([tableTop(db, news.rankingModalityId), db.select({ name: valids.name }).from(valids).where(eq(valids.id, news.validId))]);
    return ranking && valid && ranking.rows.length > 0 ? { kind: 'rankings', ranking, validName: valid.name } : null;
  }
  const [current] = await db
    .select({ version: matches.version, scheduledAt: matches.scheduledAt, timeZone: communities.timeZone })
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .innerJoin(communities, eq(communities.id, valids.communityId))
    .where(eq(matches.id, news.matchId));
  if (!current) return null;
  if (news.kind === 'results' && current.version !== news.version) return null;
  if (news.kind === 'upcoming' && current.scheduledAt?.toISOString() !== news.scheduledAt) return null;
  const [match] = await matchLines(db, eq(matches.id, news.matchId), { played: news.kind === 'results', limit: 1 });
  if (!match) return null;
  return news.kind === 'results' ? { kind: 'results', match } : { kind: 'upcoming', match, timeZone: current.timeZone };
}

interface Outgoing {
  follower: Follower;
  kind: FollowMailKind;
  items: { key: string; item: NewsItem }[];
}

/**
 * The consumer of `follow-news`: claims each pending event (so two consumers at once take each one once), works
 * out who follows what it concerns and asked for that kind by mail, and mails each follower one message per kind
 * with the news they were not told before (`follow_mails_sent` keeps, per user, the keys already mailed).
 */
export async function deliverFollowMails(db: Database, mailer: Mailer, publicUrl: string): Promise<number> {
  let sent = 0;
  for (let batch = await pendingEvents(db, OUTBOX_TYPES.followNews); batch.length > 0; batch = await pendingEvents(db, OUTBOX_TYPES.followNews)) {
    const outgoing = new Map<string, Outgoing>();
    for (const event of batch) {
      if (!(await claimEvent(db, event.id))) continue;
      const news = asNews(event.payload);
      if (!news) continue;
      const followers = await followersOf(db, news);
      const item = followers.length === 0 ? null : await itemOf(db, news);
      if (!item) continue;
      for (const follower of followers) {
        const key = `${follower.userId}:${news.kind}`;
        const entry = outgoing.get(key) ?? { follower, kind: news.kind, items: [] };
        entry.items.push({ key: event.dedupeKey, item });
        outgoing.set(key, entry);
      }
    }
    for (const { follower, kind, items } of outgoing.values()) {
      const fresh = await db
        .insert(followMailsSent)
        .values(items.map(({ key }) => ({ userId: follower.userId, newsKey: key })))
        .onConflictDoNothing()
        .returning({ newsKey: followMailsSent.newsKey });
      const told = new Set(fresh.map((row) => row.newsKey));
      const news = items.filter(({ key }) => told.has(key)).map(({ item }) => item);
      if (news.length === 0) continue;
      const links = {
        welcome: welcomeUrl(publicUrl, follower.locale),
        unsubscribe: unsubscribeUrl(publicUrl, follower.locale, unsubscribeToken(follower.unsubscribeKey, kind)),
        unsubscribeAll: unsubscribeUrl(publicUrl, follower.locale, unsubscribeToken(follower.unsubscribeKey, 'all')),
      };
      await mailer.send(followMail(follower, kind, news, links));
      sent += 1;
    }
  }
  return sent;
}
