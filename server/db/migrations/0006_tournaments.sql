CREATE TABLE "inscribed" (
	"id" serial PRIMARY KEY NOT NULL,
	"valid_id" integer NOT NULL,
	"phase_id" integer,
	"person_id" integer NOT NULL,
	"club_id" integer,
	"seed" integer,
	"origin" text NOT NULL,
	"previous_origin" text,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multi_tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL,
	"organizer_id" integer,
	"season_id" integer,
	"place_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"logo" text,
	"description" text,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phases" (
	"id" serial PRIMARY KEY NOT NULL,
	"valid_id" integer NOT NULL,
	"order" smallint NOT NULL,
	"name" text NOT NULL,
	"format_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"start_date" date,
	"end_date" date,
	"configuration" jsonb NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valids" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"tournament_id" integer,
	"name" text NOT NULL,
	"sport_id" integer NOT NULL,
	"modality_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"age_category_id" integer,
	"level_category_id" integer,
	"sub_category_id" integer,
	"season_id" integer,
	"place_id" integer,
	"organizer_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"inscription_start" date,
	"inscription_end" date,
	"max_entries" integer,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"description" text,
	"logo" text,
	"status_id" integer DEFAULT 1 NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inscribed" ADD CONSTRAINT "inscribed_valid_id_valids_id_fk" FOREIGN KEY ("valid_id") REFERENCES "public"."valids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscribed" ADD CONSTRAINT "inscribed_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscribed" ADD CONSTRAINT "inscribed_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscribed" ADD CONSTRAINT "inscribed_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscribed" ADD CONSTRAINT "inscribed_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_tournaments" ADD CONSTRAINT "multi_tournaments_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_tournaments" ADD CONSTRAINT "multi_tournaments_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_tournaments" ADD CONSTRAINT "multi_tournaments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_tournaments" ADD CONSTRAINT "multi_tournaments_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_tournaments" ADD CONSTRAINT "multi_tournaments_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_valid_id_valids_id_fk" FOREIGN KEY ("valid_id") REFERENCES "public"."valids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_format_id_phase_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."phase_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_category_id_phase_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."phase_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_status_id_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_tournament_id_multi_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."multi_tournaments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_age_category_id_age_categories_id_fk" FOREIGN KEY ("age_category_id") REFERENCES "public"."age_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_level_category_id_level_categories_id_fk" FOREIGN KEY ("level_category_id") REFERENCES "public"."level_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_status_id_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valids" ADD CONSTRAINT "valids_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inscribed_valid_person_idx" ON "inscribed" USING btree ("valid_id","person_id");--> statement-breakpoint
CREATE INDEX "inscribed_valid_seed_idx" ON "inscribed" USING btree ("valid_id","seed");--> statement-breakpoint
CREATE INDEX "inscribed_phase_idx" ON "inscribed" USING btree ("phase_id");--> statement-breakpoint
CREATE INDEX "inscribed_person_idx" ON "inscribed" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "multi_tournaments_community_start_idx" ON "multi_tournaments" USING btree ("community_id","start_date","id");--> statement-breakpoint
CREATE INDEX "multi_tournaments_season_idx" ON "multi_tournaments" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "multi_tournaments_name_idx" ON "multi_tournaments" USING btree ("community_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_idx" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("type","processed_at","id");--> statement-breakpoint
CREATE INDEX "phases_valid_order_idx" ON "phases" USING btree ("valid_id","order");--> statement-breakpoint
CREATE INDEX "phases_status_idx" ON "phases" USING btree ("status_id","valid_id");--> statement-breakpoint
CREATE INDEX "valids_community_start_idx" ON "valids" USING btree ("community_id","start_date","id");--> statement-breakpoint
CREATE INDEX "valids_community_sport_idx" ON "valids" USING btree ("community_id","sport_id","start_date");--> statement-breakpoint
CREATE INDEX "valids_community_status_idx" ON "valids" USING btree ("community_id","status_id","start_date");--> statement-breakpoint
CREATE INDEX "valids_season_idx" ON "valids" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "valids_tournament_idx" ON "valids" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "valids_name_idx" ON "valids" USING btree ("community_id",lower("name"));