CREATE TABLE "affiliate_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_es" text NOT NULL,
	"label_en" text NOT NULL,
	CONSTRAINT "affiliate_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "age_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"bound_kind" text NOT NULL,
	"min_value" integer,
	"max_value" integer,
	"genre_id" integer
);
--> statement-breakpoint
CREATE TABLE "coach_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_es" text NOT NULL,
	"label_en" text NOT NULL,
	CONSTRAINT "coach_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "community_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "level_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "organizers" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"account_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"logo" text,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_validations" (
	"id" serial PRIMARY KEY NOT NULL,
	"validation_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequences" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_es" text NOT NULL,
	"label_en" text NOT NULL,
	"games" text NOT NULL,
	CONSTRAINT "sequences_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_members_team_id_person_id_pk" PRIMARY KEY("team_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "tie_breaks" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label_es" text NOT NULL,
	"label_en" text NOT NULL,
	CONSTRAINT "tie_breaks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "validations" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"valid_from" date,
	"valid_until" date,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" DROP CONSTRAINT "clubs_place_id_places_id_fk";
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search_first" text COLLATE "C" GENERATED ALWAYS AS (translate(lower("persons"."first_name" || ' ' || "persons"."last_name"), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc')) STORED;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search_last" text COLLATE "C" GENERATED ALWAYS AS (translate(lower("persons"."last_name" || ' ' || "persons"."first_name"), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc')) STORED;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "carry_over_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "age_categories" ADD CONSTRAINT "age_categories_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_categories" ADD CONSTRAINT "age_categories_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_categories" ADD CONSTRAINT "age_categories_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_accounts" ADD CONSTRAINT "community_accounts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_accounts" ADD CONSTRAINT "community_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_categories" ADD CONSTRAINT "level_categories_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_categories" ADD CONSTRAINT "level_categories_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_validations" ADD CONSTRAINT "person_validations_validation_id_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."validations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_validations" ADD CONSTRAINT "person_validations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_validations" ADD CONSTRAINT "person_validations_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_persons_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validations" ADD CONSTRAINT "validations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validations" ADD CONSTRAINT "validations_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "age_categories_community_idx" ON "age_categories" USING btree ("community_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "community_accounts_unique_idx" ON "community_accounts" USING btree ("community_id","account_id");--> statement-breakpoint
CREATE INDEX "community_accounts_account_idx" ON "community_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "images_sha_idx" ON "images" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "level_categories_community_idx" ON "level_categories" USING btree ("community_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "organizers_slug_idx" ON "organizers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "organizers_community_idx" ON "organizers" USING btree ("community_id","name");--> statement-breakpoint
CREATE INDEX "organizers_account_idx" ON "organizers" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_validations_unique_idx" ON "person_validations" USING btree ("person_id","validation_id");--> statement-breakpoint
CREATE INDEX "person_validations_validation_idx" ON "person_validations" USING btree ("validation_id");--> statement-breakpoint
CREATE INDEX "sub_categories_community_idx" ON "sub_categories" USING btree ("community_id","name");--> statement-breakpoint
CREATE INDEX "team_members_person_idx" ON "team_members" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "validations_community_idx" ON "validations" USING btree ("community_id","name");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clubs_community_name_idx" ON "clubs" USING btree ("community_id","name","id");--> statement-breakpoint
CREATE INDEX "clubs_organizer_idx" ON "clubs" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "persons_search_last_idx" ON "persons" USING btree ("community_id","modality_id","search_last","id");--> statement-breakpoint
CREATE INDEX "persons_search_first_idx" ON "persons" USING btree ("community_id","modality_id","search_first");--> statement-breakpoint
CREATE INDEX "places_community_name_idx" ON "places" USING btree ("community_id","name","id");