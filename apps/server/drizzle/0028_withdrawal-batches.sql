CREATE TABLE "payout_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL,
	"last_scanned_block" bigint,
	"last_scanned_hash" text,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unmatched_payouts" (
	"network" text NOT NULL,
	"transaction_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"token" text NOT NULL,
	"recipient" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"block_number" bigint NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unmatched_payouts_network_transaction_hash_log_index_pk" PRIMARY KEY("network","transaction_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_batch_items" (
	"batch_id" uuid NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"open" boolean NOT NULL,
	CONSTRAINT "withdrawal_batch_items_batch_id_withdrawal_id_pk" PRIMARY KEY("batch_id","withdrawal_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_batch_transactions" (
	"batch_id" uuid NOT NULL,
	"transaction_hash" text NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	"last_recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_batch_transactions_batch_id_transaction_hash_pk" PRIMARY KEY("batch_id","transaction_hash")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"token" text NOT NULL,
	"status" text NOT NULL,
	"item_count" integer NOT NULL,
	"total_net_micros" bigint NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_batches_status" CHECK ("withdrawal_batches"."status" in ('OPEN', 'CANCELLED', 'COMPLETED')),
	CONSTRAINT "withdrawal_batches_network" CHECK ("withdrawal_batches"."network" in ('BEP20', 'POLYGON')),
	CONSTRAINT "withdrawal_batches_token" CHECK ("withdrawal_batches"."token" in ('USDT', 'USDC'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_payout_logs" (
	"network" text NOT NULL,
	"transaction_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_payout_logs_network_transaction_hash_log_index_pk" PRIMARY KEY("network","transaction_hash","log_index"),
	CONSTRAINT "withdrawal_payout_logs_source" CHECK ("withdrawal_payout_logs"."source" in ('BATCH', 'WATCHER'))
);
--> statement-breakpoint
DROP INDEX "withdrawals_transaction_hash_key";--> statement-breakpoint
ALTER TABLE "withdrawal_batch_items" ADD CONSTRAINT "withdrawal_batch_items_batch_id_withdrawal_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."withdrawal_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_batch_items" ADD CONSTRAINT "withdrawal_batch_items_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_batch_transactions" ADD CONSTRAINT "withdrawal_batch_transactions_batch_id_withdrawal_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."withdrawal_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_batch_transactions" ADD CONSTRAINT "withdrawal_batch_transactions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_batches" ADD CONSTRAINT "withdrawal_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_payout_logs" ADD CONSTRAINT "withdrawal_payout_logs_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unmatched_payouts_seen_idx" ON "unmatched_payouts" USING btree ("seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_batch_items_open_key" ON "withdrawal_batch_items" USING btree ("withdrawal_id") WHERE "withdrawal_batch_items"."open";--> statement-breakpoint
CREATE INDEX "withdrawal_batches_created_idx" ON "withdrawal_batches" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_payout_logs_withdrawal_key" ON "withdrawal_payout_logs" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "withdrawals_transaction_hash_idx" ON "withdrawals" USING btree ("transaction_hash");