ALTER TABLE "matches" ADD COLUMN "winner_to_id" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "loser_to_id" integer;--> statement-breakpoint
UPDATE "matches" AS "m" SET "winner_to_id" = "t"."id" FROM "matches" AS "t" WHERE "m"."winner_to" IS NOT NULL AND "t"."phase_id" = "m"."phase_id" AND "t"."code" = "m"."winner_to"->>'matchId';--> statement-breakpoint
UPDATE "matches" AS "m" SET "loser_to_id" = "t"."id" FROM "matches" AS "t" WHERE "m"."loser_to" IS NOT NULL AND "t"."phase_id" = "m"."phase_id" AND "t"."code" = "m"."loser_to"->>'matchId';
