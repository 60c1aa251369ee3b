CREATE TABLE "site_translations" (
	"language" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "site_translations_language" CHECK ("site_translations"."language" in ('es', 'pt-BR', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;