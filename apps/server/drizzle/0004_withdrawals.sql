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
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"network" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"fee_percent_ppm" bigint NOT NULL,
	"wallet_address" text NOT NULL,
	"status" text NOT NULL,
	"hold_generation" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"transaction_hash" text,
	"payout_check" jsonb,
	"admin_notes" text,
	"idempotency_key" text,
	"last_action_key" text,
	"processed_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_source" CHECK ("withdrawals"."source" in ('EARNINGS', 'DEPOSIT')),
	CONSTRAINT "withdrawals_network" CHECK ("withdrawals"."network" in ('BEP20', 'POLYGON')),
	CONSTRAINT "withdrawals_currency" CHECK ("withdrawals"."currency" in ('USDT', 'USDC')),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('PENDING', 'APPROVED', 'COMPLETED', 'REJECTED', 'FAILED')),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0 and "withdrawals"."fee" < "withdrawals"."amount"),
	CONSTRAINT "withdrawals_completed_has_hash" CHECK ("withdrawals"."status" <> 'COMPLETED' or "withdrawals"."transaction_hash" is not null)
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_fee_tiers_min_idx" ON "withdrawal_fee_tiers" USING btree ("min_amount");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_key" ON "withdrawals" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_transaction_hash_key" ON "withdrawals" USING btree ("transaction_hash");