CREATE TABLE "level_group_levels" (
	"level_group_id" integer NOT NULL,
	"level_category_id" integer NOT NULL,
	"order" smallint NOT NULL,
	CONSTRAINT "level_group_levels_level_group_id_level_category_id_pk" PRIMARY KEY("level_group_id","level_category_id")
);
--> statement-breakpoint
CREATE TABLE "level_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"ranking_modality_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"level_category_id" integer,
	"excluded" boolean DEFAULT false NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rankings" ADD COLUMN "level_group_id" integer;--> statement-breakpoint
ALTER TABLE "level_group_levels" ADD CONSTRAINT "level_group_levels_level_group_id_level_groups_id_fk" FOREIGN KEY ("level_group_id") REFERENCES "public"."level_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_group_levels" ADD CONSTRAINT "level_group_levels_level_category_id_level_categories_id_fk" FOREIGN KEY ("level_category_id") REFERENCES "public"."level_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_groups" ADD CONSTRAINT "level_groups_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_groups" ADD CONSTRAINT "level_groups_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_configurations" ADD CONSTRAINT "ranking_configurations_ranking_modality_id_ranking_modalities_id_fk" FOREIGN KEY ("ranking_modality_id") REFERENCES "public"."ranking_modalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_configurations" ADD CONSTRAINT "ranking_configurations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_configurations" ADD CONSTRAINT "ranking_configurations_level_category_id_level_categories_id_fk" FOREIGN KEY ("level_category_id") REFERENCES "public"."level_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_configurations" ADD CONSTRAINT "ranking_configurations_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "level_group_levels_level_idx" ON "level_group_levels" USING btree ("level_category_id");--> statement-breakpoint
CREATE INDEX "level_groups_community_idx" ON "level_groups" USING btree ("community_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_configurations_modality_person_idx" ON "ranking_configurations" USING btree ("ranking_modality_id","person_id");--> statement-breakpoint
CREATE INDEX "ranking_configurations_person_idx" ON "ranking_configurations" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_level_group_id_level_groups_id_fk" FOREIGN KEY ("level_group_id") REFERENCES "public"."level_groups"("id") ON DELETE restrict ON UPDATE no action;