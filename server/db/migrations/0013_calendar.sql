CREATE TABLE "calendar_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"valid_id" integer NOT NULL,
	"days" jsonb NOT NULL,
	"places" jsonb NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"rest_minutes" smallint NOT NULL,
	"updated_by_account_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "time_zone" text DEFAULT 'Europe/Madrid' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "duration_minutes" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "court" text;--> statement-breakpoint
ALTER TABLE "calendar_plans" ADD CONSTRAINT "calendar_plans_valid_id_valids_id_fk" FOREIGN KEY ("valid_id") REFERENCES "public"."valids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_plans" ADD CONSTRAINT "calendar_plans_updated_by_account_id_accounts_id_fk" FOREIGN KEY ("updated_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_plans_valid_idx" ON "calendar_plans" USING btree ("valid_id");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_scheduled_idx" ON "matches" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "matches_place_scheduled_idx" ON "matches" USING btree ("place_id","scheduled_at");