CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"audit_id" bigint,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_kind" CHECK ("announcements"."kind" in ('NEWS', 'MANAGEMENT_LOG'))
);
--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("kind","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_audit_key" ON "announcements" USING btree ("audit_id","title");