-- Recomputes the stored totals of some people of one ranking table (all of them when p_people is null), after
-- taking out the lines p_removed and putting in the lines p_added (a JSON array of balance lines), in one statement
-- (see refreshStandings in server/modules/rankings/processing.ts). It sums what the cut point rules sum: lines
-- dated after p_as_of do not count yet; expiration (6) keeps the lines after p_since; displacement (7) the best
-- p_best tournaments; inactivity (8) drops whoever has no line after p_since, and so does expiration whoever has
-- none left. People left without a total are removed, and the table's count of people moves by who came and went.
-- Every application of a finished tournament calls it: as a PL/pgSQL function its plan is kept for the connection
-- instead of being made again each time.
CREATE FUNCTION refresh_standings(
  p_table integer,
  p_cut integer,
  p_since date,
  p_best integer,
  p_as_of date,
  p_people integer[],
  p_removed bigint[],
  p_added jsonb
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_full boolean := p_people IS NULL;
BEGIN
  -- A whole table is everyone who has a line in it or a total: one kept plan serves it and a few people alike.
  IF v_full THEN
    p_people := ARRAY(
      SELECT person_id FROM balance_lines WHERE ranking_modality_id = p_table
      UNION SELECT person_id FROM ranking_standings WHERE ranking_modality_id = p_table
    );
  END IF;
  -- A statement reads the tables as they were before it: its own removals are left out and its additions put in.
  WITH removed AS (
    DELETE FROM balance_lines WHERE id = ANY (p_removed)
  ), added AS (
    INSERT INTO balance_lines (ranking_modality_id, person_id, valid_id, phase_id, source, reason, detail, points, date)
    SELECT "rankingModalityId", "personId", "validId", "phaseId", source, reason, detail, points, date
    FROM jsonb_to_recordset(p_added) AS line("rankingModalityId" integer, "personId" integer, "validId" integer, "phaseId" integer, source text, reason text, detail integer, points integer, date date)
    RETURNING person_id, valid_id, points, date
  ), line AS (
    SELECT person_id, valid_id, points, date FROM balance_lines
    WHERE ranking_modality_id = p_table AND person_id = ANY (p_people) AND date <= p_as_of AND id <> ALL (p_removed)
    UNION ALL
    SELECT person_id, valid_id, points, date FROM added WHERE date <= p_as_of
  ), latest AS (
    SELECT person_id, max(date) AS last_date FROM line GROUP BY person_id
  ), tournament AS (
    SELECT person_id, sum(points) AS points, row_number() OVER (PARTITION BY person_id ORDER BY sum(points) DESC) AS rank
    FROM line WHERE p_cut IS DISTINCT FROM 6 OR date > p_since
    GROUP BY person_id, valid_id
  ), total AS (
    SELECT tournament.person_id,
      coalesce(sum(points) FILTER (WHERE p_cut IS DISTINCT FROM 7 OR rank <= p_best), 0)::int AS points,
      (count(*) FILTER (WHERE p_cut IS DISTINCT FROM 7 OR rank <= p_best))::int AS tournaments,
      latest.last_date
    FROM tournament JOIN latest ON latest.person_id = tournament.person_id
    WHERE p_cut IS DISTINCT FROM 8 OR latest.last_date > p_since
    GROUP BY tournament.person_id, latest.last_date
  ), gone AS (
    DELETE FROM ranking_standings AS standing
    WHERE standing.ranking_modality_id = p_table AND standing.person_id = ANY (p_people)
      AND NOT EXISTS (SELECT 1 FROM total WHERE total.person_id = standing.person_id)
    RETURNING 1
  ), kept AS (
    INSERT INTO ranking_standings AS standing (ranking_modality_id, person_id, points, tournaments, last_date)
    SELECT p_table, person_id, points, tournaments, last_date FROM total
    ON CONFLICT (ranking_modality_id, person_id) DO UPDATE
      SET points = excluded.points, tournaments = excluded.tournaments, last_date = excluded.last_date
    RETURNING standing.xmax = 0 AS is_new
  )
  UPDATE ranking_modalities
  SET standings_count = standings_count + (SELECT count(*) FROM kept WHERE is_new) - (SELECT count(*) FROM gone),
    -- Only a full recomputation makes the whole table current for the day; a partial one leaves the mark as it was.
    standings_on = CASE WHEN v_full THEN p_as_of ELSE standings_on END
  WHERE id = p_table;
END
$$;
--> statement-breakpoint
-- The ranking tables a finished tournament counts for (same community, sport, season when the ranking has one,
-- modality, genre, and age, level and sub category when the table has them), each with its rating system, its cut
-- point, and the lines the finish (p_valid, p_source, p_phase) wrote there before, as one sorted string of line
-- keys (null for none; see lineKey in server/modules/rankings/processing.ts). It first takes the advisory lock
-- (p_lock, p_community) that serialises the community's ranking writes, so the lines it reads are the ones no other
-- writer is changing. Every application of a finish calls it: as a PL/pgSQL function its plans are kept.
CREATE FUNCTION ranking_targets(
  p_lock integer,
  p_community integer,
  p_sport integer,
  p_season integer,
  p_modalities integer[],
  p_genre integer,
  p_age integer,
  p_level integer,
  p_sub integer,
  p_valid integer,
  p_source text,
  p_phase integer
) RETURNS TABLE (id integer, modality_id integer, cut_point jsonb, update_moment_id integer, rules jsonb, stored text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(p_lock, p_community);
  -- A new statement, so a new snapshot: it sees whatever the writer this one waited for committed.
  RETURN QUERY
  SELECT rm.id, rm.modality_id, r.cut_point, rs.update_moment_id::integer, rs.rules,
    (SELECT string_agg(keyed.line_key, ',' ORDER BY keyed.line_key COLLATE "C")
      FROM (
        SELECT b.person_id || '|' || coalesce(b.phase_id::text, '') || '|' || b.reason || '|' || b.detail || '|' || b.points || '|' || to_char(b.date, 'YYYY-MM-DD') AS line_key
        FROM balance_lines b
        WHERE b.ranking_modality_id = rm.id AND b.valid_id = p_valid AND b.source = p_source AND (p_phase IS NULL OR b.phase_id = p_phase)
      ) AS keyed)
  FROM ranking_modalities rm
  JOIN rankings r ON r.id = rm.ranking_id
  JOIN rating_systems rs ON rs.id = r.rating_system_id
  WHERE r.community_id = p_community AND r.sport_id = p_sport
    AND (r.season_id IS NULL OR r.season_id = p_season)
    AND rm.modality_id = ANY (p_modalities) AND rm.genre_id = p_genre
    AND (rm.age_category_id IS NULL OR rm.age_category_id = p_age)
    AND (rm.level_category_id IS NULL OR rm.level_category_id = p_level)
    AND (rm.sub_category_id IS NULL OR rm.sub_category_id = p_sub);
END
$$;
