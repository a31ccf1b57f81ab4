ALTER TABLE "matches" ADD COLUMN "lineup" jsonb;--> statement-breakpoint
-- Every phase names its order of play: table tennis team phases the standard one of their length (five singles
-- to three wins, the Swaythling order to five), every other phase none.
UPDATE "phases" p SET "configuration" = p."configuration" || jsonb_build_object('sequenceId',
  CASE WHEN v."sport_id" = 1 AND v."modality_id" = 2 THEN
    CASE (p."configuration"->>'rubbersToWin')::int WHEN 3 THEN 4 WHEN 5 THEN 3 ELSE NULL END
  END)
FROM "valids" v WHERE v."id" = p."valid_id";
