CREATE TABLE "withdrawal_fee_tiers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint,
	"percent_ppm" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_fee_tiers_min_non_negative" CHECK ("withdrawal_fee_tiers"."min_amount" >= 0),
	CONSTRAINT "withdrawal_fee_tiers_max_above_min" CHECK ("withdrawal_fee_tiers"."max_amount" is null or "withdrawal_fee_tiers"."max_amount" > "withdrawal_fee_tiers"."min_amount"),
	CONSTRAINT "withdrawal_fee_tiers_percent_range" CHECK ("withdrawal_fee_tiers"."percent_ppm" between 0 and 1000000)
);
--> statement-breakpoint
CREATE INDEX "withdrawal_fee_tiers_min_idx" ON "withdrawal_fee_tiers" USING btree ("min_amount");