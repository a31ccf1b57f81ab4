ALTER TABLE "matches" ADD COLUMN "desk_state" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "desk_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "desk_version" integer DEFAULT 1 NOT NULL;
