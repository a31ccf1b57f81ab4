ALTER TABLE "matches" ADD COLUMN "winner_to_id" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "loser_to_id" integer;--> statement-breakpoint
UPDATE "matches" AS "m" SET "winner_to_id" = "t"."id" FROM "matches" AS "t" WHERE "m"."winner_to" IS NOT NULL AND "t"."phase_id" = "m"."phase_id" AND "t"."code" = "m"."winner_to"->>'matchId';--> statement-breakpoint
UPDATE "matches" AS "m" SET "loser_to_id" = "t"."id" FROM "matches" AS "t" WHERE "m"."loser_to" IS NOT NULL AND "t"."phase_id" = "m"."phase_id" AND "t"."code" = "m"."loser_to"->>'matchId';
--> statement-breakpoint
UPDATE "scorekeeper_saves" AS "s" SET "response" = "s"."response" || jsonb_build_object(
  'winnerTo', CASE WHEN "m"."winner_to_id" IS NULL THEN 'null'::jsonb ELSE jsonb_build_object('matchId', "m"."winner_to_id", 'matchCode', "m"."winner_to"->>'matchId', 'side', "m"."winner_to"->>'side') END,
  'loserTo', CASE WHEN "m"."loser_to_id" IS NULL THEN 'null'::jsonb ELSE jsonb_build_object('matchId', "m"."loser_to_id", 'matchCode', "m"."loser_to"->>'matchId', 'side', "m"."loser_to"->>'side') END
) FROM "matches" AS "m" WHERE "s"."response" IS NOT NULL AND "m"."id" = ("s"."response"->>'id')::integer;
