CREATE TABLE "group_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"inscribed_id" integer NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"group_id" integer,
	"code" text NOT NULL,
	"round" smallint NOT NULL,
	"position" smallint NOT NULL,
	"home_id" integer,
	"away_id" integer,
	"result" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"winner_id" integer,
	"winner_to" jsonb,
	"loser_to" jsonb,
	"third_place" boolean DEFAULT false NOT NULL,
	"updated_by_account_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phase_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"method" text NOT NULL,
	"seed" integer NOT NULL,
	"options" jsonb NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_by_account_id" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phase_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_entries" ADD CONSTRAINT "group_entries_group_id_phase_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."phase_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_entries" ADD CONSTRAINT "group_entries_inscribed_id_inscribed_id_fk" FOREIGN KEY ("inscribed_id") REFERENCES "public"."inscribed"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_group_id_phase_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."phase_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_id_inscribed_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."inscribed"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_id_inscribed_id_fk" FOREIGN KEY ("away_id") REFERENCES "public"."inscribed"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_winner_id_inscribed_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."inscribed"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_updated_by_account_id_accounts_id_fk" FOREIGN KEY ("updated_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_draws" ADD CONSTRAINT "phase_draws_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_draws" ADD CONSTRAINT "phase_draws_drawn_by_account_id_accounts_id_fk" FOREIGN KEY ("drawn_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_groups" ADD CONSTRAINT "phase_groups_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_entries_group_position_idx" ON "group_entries" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "group_entries_inscribed_idx" ON "group_entries" USING btree ("inscribed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_phase_code_idx" ON "matches" USING btree ("phase_id","code");--> statement-breakpoint
CREATE INDEX "matches_phase_round_idx" ON "matches" USING btree ("phase_id","round","position");--> statement-breakpoint
CREATE INDEX "matches_group_round_idx" ON "matches" USING btree ("group_id","round","position");--> statement-breakpoint
CREATE INDEX "matches_home_idx" ON "matches" USING btree ("home_id");--> statement-breakpoint
CREATE INDEX "matches_away_idx" ON "matches" USING btree ("away_id");--> statement-breakpoint
CREATE INDEX "matches_winner_idx" ON "matches" USING btree ("winner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phase_draws_phase_idx" ON "phase_draws" USING btree ("phase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phase_groups_phase_number_idx" ON "phase_groups" USING btree ("phase_id","number");