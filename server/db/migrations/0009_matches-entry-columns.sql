ALTER TABLE "matches" DROP CONSTRAINT "matches_home_id_inscribed_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_away_id_inscribed_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_winner_id_inscribed_id_fk";
