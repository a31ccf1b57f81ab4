ALTER TABLE "certification_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "certification_requests" ADD COLUMN "locale" text DEFAULT 'es' NOT NULL;