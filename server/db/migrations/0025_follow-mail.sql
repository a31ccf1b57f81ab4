CREATE TABLE "follow_mail_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"upcoming" boolean DEFAULT false NOT NULL,
	"results" boolean DEFAULT false NOT NULL,
	"rankings" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"unsubscribe_key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_mail_settings_unsubscribe_key_unique" UNIQUE("unsubscribe_key")
);
--> statement-breakpoint
CREATE TABLE "follow_mails_sent" (
	"user_id" integer NOT NULL,
	"news_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_mails_sent_user_id_news_key_pk" PRIMARY KEY("user_id","news_key")
);
--> statement-breakpoint
ALTER TABLE "follow_mail_settings" ADD CONSTRAINT "follow_mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_mails_sent" ADD CONSTRAINT "follow_mails_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;