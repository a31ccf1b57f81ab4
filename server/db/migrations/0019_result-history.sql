CREATE TABLE "result_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"user_id" integer,
	"account_id" integer,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"reason" text,
	"match_version" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "result_history" ADD CONSTRAINT "result_history_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_history" ADD CONSTRAINT "result_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_history" ADD CONSTRAINT "result_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_history_match_idx" ON "result_history" USING btree ("match_id","id");--> statement-breakpoint
CREATE INDEX "result_history_phase_idx" ON "result_history" USING btree ("phase_id");