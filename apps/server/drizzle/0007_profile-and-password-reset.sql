DROP INDEX "email_codes_user_idx";--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "purpose" text DEFAULT 'VERIFY_EMAIL' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_on_leaderboard" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "email_codes_user_idx" ON "email_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose" CHECK ("email_codes"."purpose" in ('VERIFY_EMAIL', 'RESET_PASSWORD'));