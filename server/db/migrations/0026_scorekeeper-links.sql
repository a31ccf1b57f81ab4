CREATE TABLE "scorekeeper_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"valid_id" integer NOT NULL,
	"phase_id" integer,
	"match_id" integer,
	"court" text,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorekeeper_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "scorekeeper_saves" (
	"key" uuid PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "result_history" ADD COLUMN "keeper_name" text;--> statement-breakpoint
ALTER TABLE "scorekeeper_links" ADD CONSTRAINT "scorekeeper_links_valid_id_valids_id_fk" FOREIGN KEY ("valid_id") REFERENCES "public"."valids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorekeeper_links" ADD CONSTRAINT "scorekeeper_links_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorekeeper_links" ADD CONSTRAINT "scorekeeper_links_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorekeeper_saves" ADD CONSTRAINT "scorekeeper_saves_link_id_scorekeeper_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."scorekeeper_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorekeeper_links_valid_idx" ON "scorekeeper_links" USING btree ("valid_id","id");
