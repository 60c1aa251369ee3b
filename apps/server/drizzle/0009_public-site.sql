CREATE TABLE "site_content" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "site_content_single_row" CHECK ("site_content"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "transparency_snapshots" (
	"day" date PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"total_assets" bigint NOT NULL,
	"member_balances" bigint NOT NULL,
	"rewards_pool" bigint NOT NULL,
	"daily_obligation" bigint NOT NULL
);
