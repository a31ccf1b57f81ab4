ALTER TABLE "ranking_modalities" ADD COLUMN "standings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "ranking_modalities" SET "standings_count" = (SELECT count(*) FROM "ranking_standings" WHERE "ranking_standings"."ranking_modality_id" = "ranking_modalities"."id");
