CREATE TABLE "ranking_finishes" (
	"scope" text NOT NULL,
	"owner_id" integer NOT NULL,
	"valid_id" integer NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranking_finishes_scope_owner_id_pk" PRIMARY KEY("scope","owner_id")
);
--> statement-breakpoint
ALTER TABLE "ranking_finishes" ADD CONSTRAINT "ranking_finishes_valid_id_valids_id_fk" FOREIGN KEY ("valid_id") REFERENCES "public"."valids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_finishes_valid_idx" ON "ranking_finishes" USING btree ("valid_id");