-- The ranking tables a tournament counts for, by what the tournament is: same community and sport, season when the
-- ranking has one, one of the modalities (the tournament's, and coaches credited through their clubs), the same
-- genre, and age, level and sub category when the table has them. This is the one matching rule: ranking_targets
-- applies a finished tournament to these tables, and the fed-rankings answer (server/modules/rankings/feeds.ts)
-- tells an organiser beforehand which tables those will be. A SQL function, so each caller's planner inlines it.
CREATE FUNCTION ranking_tables_for(
  p_community integer,
  p_sport integer,
  p_season integer,
  p_modalities integer[],
  p_genre integer,
  p_age integer,
  p_level integer,
  p_sub integer
) RETURNS TABLE (ranking_modality_id integer)
LANGUAGE sql STABLE AS $$
  SELECT rm.id
  FROM ranking_modalities rm
  JOIN rankings r ON r.id = rm.ranking_id
  WHERE r.community_id = p_community AND r.sport_id = p_sport
    AND (r.season_id IS NULL OR r.season_id = p_season)
    AND rm.modality_id = ANY (p_modalities) AND rm.genre_id = p_genre
    AND (rm.age_category_id IS NULL OR rm.age_category_id = p_age)
    AND (rm.level_category_id IS NULL OR rm.level_category_id = p_level)
    AND (rm.sub_category_id IS NULL OR rm.sub_category_id = p_sub)
$$;
--> statement-breakpoint
-- As in migration 0018, with the tables chosen by ranking_tables_for instead of a copy of its conditions.
CREATE OR REPLACE FUNCTION ranking_targets(
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
  FROM ranking_tables_for(p_community, p_sport, p_season, p_modalities, p_genre, p_age, p_level, p_sub) AS matched
  JOIN ranking_modalities rm ON rm.id = matched.ranking_modality_id
  JOIN rankings r ON r.id = rm.ranking_id
  JOIN rating_systems rs ON rs.id = r.rating_system_id;
END
$$;
