-- The admin Users search matches any part of a name, email, phone or referral code. One trigram
-- index over the four, joined by a character no one types, answers it without reading every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (
  (coalesce("full_name", '') || chr(1) || coalesce("email", '') || chr(1) || coalesce("phone", '') || chr(1) || "referral_code") gin_trgm_ops
);
