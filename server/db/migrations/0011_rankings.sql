CREATE TABLE "balance_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ranking_modality_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"valid_id" integer NOT NULL,
	"phase_id" integer,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"detail" integer NOT NULL,
	"points" integer NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_modalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"ranking_id" integer NOT NULL,
	"modality_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"age_category_id" integer,
	"level_category_id" integer,
	"sub_category_id" integer,
	"standings_on" date
);
--> statement-breakpoint
CREATE TABLE "ranking_snapshot_rows" (
	"snapshot_id" integer NOT NULL,
	"ranking_modality_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"position" integer NOT NULL,
	"points" integer NOT NULL,
	"age" smallint,
	CONSTRAINT "ranking_snapshot_rows_snapshot_id_ranking_modality_id_person_id_pk" PRIMARY KEY("snapshot_id","ranking_modality_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "ranking_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"ranking_id" integer NOT NULL,
	"taken_on" date NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_standings" (
	"ranking_modality_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"points" integer NOT NULL,
	"tournaments" integer NOT NULL,
	"last_date" date NOT NULL,
	CONSTRAINT "ranking_standings_ranking_modality_id_person_id_pk" PRIMARY KEY("ranking_modality_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sport_id" integer NOT NULL,
	"season_id" integer,
	"rating_system_id" integer NOT NULL,
	"cut_point" jsonb NOT NULL,
	"custom_info" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"update_moment_id" smallint DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balance_lines" ADD CONSTRAINT "balance_lines_ranking_modality_id_ranking_modalities_id_fk" FOREIGN KEY ("ranking_modality_id") REFERENCES "public"."ranking_modalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_lines" ADD CONSTRAINT "balance_lines_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_lines" ADD CONSTRAINT "balance_lines_valid_id_valids_id_fk" FOREIGN KEY ("valid_id") REFERENCES "public"."valids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_lines" ADD CONSTRAINT "balance_lines_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_modalities" ADD CONSTRAINT "ranking_modalities_ranking_id_rankings_id_fk" FOREIGN KEY ("ranking_id") REFERENCES "public"."rankings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_modalities" ADD CONSTRAINT "ranking_modalities_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_modalities" ADD CONSTRAINT "ranking_modalities_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_modalities" ADD CONSTRAINT "ranking_modalities_age_category_id_age_categories_id_fk" FOREIGN KEY ("age_category_id") REFERENCES "public"."age_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_modalities" ADD CONSTRAINT "ranking_modalities_level_category_id_level_categories_id_fk" FOREIGN KEY ("level_category_id") REFERENCES "public"."level_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_modalities" ADD CONSTRAINT "ranking_modalities_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_snapshot_rows" ADD CONSTRAINT "ranking_snapshot_rows_snapshot_id_ranking_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."ranking_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_snapshot_rows" ADD CONSTRAINT "ranking_snapshot_rows_ranking_modality_id_ranking_modalities_id_fk" FOREIGN KEY ("ranking_modality_id") REFERENCES "public"."ranking_modalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_snapshot_rows" ADD CONSTRAINT "ranking_snapshot_rows_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_snapshots" ADD CONSTRAINT "ranking_snapshots_ranking_id_rankings_id_fk" FOREIGN KEY ("ranking_id") REFERENCES "public"."rankings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_snapshots" ADD CONSTRAINT "ranking_snapshots_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_standings" ADD CONSTRAINT "ranking_standings_ranking_modality_id_ranking_modalities_id_fk" FOREIGN KEY ("ranking_modality_id") REFERENCES "public"."ranking_modalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_standings" ADD CONSTRAINT "ranking_standings_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_rating_system_id_rating_systems_id_fk" FOREIGN KEY ("rating_system_id") REFERENCES "public"."rating_systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_systems" ADD CONSTRAINT "rating_systems_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_systems" ADD CONSTRAINT "rating_systems_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_lines_modality_person_idx" ON "balance_lines" USING btree ("ranking_modality_id","person_id","date");--> statement-breakpoint
CREATE INDEX "balance_lines_modality_valid_idx" ON "balance_lines" USING btree ("ranking_modality_id","valid_id","source");--> statement-breakpoint
CREATE INDEX "balance_lines_person_idx" ON "balance_lines" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "balance_lines_valid_idx" ON "balance_lines" USING btree ("valid_id");--> statement-breakpoint
CREATE INDEX "ranking_modalities_ranking_idx" ON "ranking_modalities" USING btree ("ranking_id");--> statement-breakpoint
CREATE INDEX "ranking_modalities_match_idx" ON "ranking_modalities" USING btree ("modality_id","genre_id");--> statement-breakpoint
CREATE INDEX "ranking_snapshots_ranking_idx" ON "ranking_snapshots" USING btree ("ranking_id","taken_on","id");--> statement-breakpoint
CREATE INDEX "ranking_standings_table_idx" ON "ranking_standings" USING btree ("ranking_modality_id","points" desc,"person_id");--> statement-breakpoint
CREATE INDEX "rankings_community_sport_idx" ON "rankings" USING btree ("community_id","sport_id","name");--> statement-breakpoint
CREATE INDEX "rankings_owner_idx" ON "rankings" USING btree ("created_by_account_id");--> statement-breakpoint
CREATE INDEX "rating_systems_community_idx" ON "rating_systems" USING btree ("community_id","name");