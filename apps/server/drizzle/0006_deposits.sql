CREATE SEQUENCE "public"."deposit_address_index" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL,
	"last_scanned_block" bigint,
	"last_scanned_hash" text,
	"head_block" bigint,
	"finalized_block" bigint,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"reorgs" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_sender_links" (
	"address" text NOT NULL,
	"user_id" uuid NOT NULL,
	"deposit_id" uuid NOT NULL,
	"linked_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_sender_links_address_user_id_pk" PRIMARY KEY("address","user_id")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"network" text,
	"amount_micros" bigint NOT NULL,
	"requested_amount_micros" bigint,
	"transaction_hash" text,
	"log_index" integer,
	"sender_address" text,
	"recipient_address" text,
	"token_address" text,
	"block_number" bigint,
	"block_hash" text,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"confirmations_required" integer,
	"review_required" boolean DEFAULT false NOT NULL,
	"admin_notes" text,
	"idempotency_key" text,
	"ledger_transfer_id" uuid,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('PENDING', 'CONFIRMED', 'FAILED', 'EXPIRED')),
	CONSTRAINT "deposits_source" CHECK ("deposits"."source" in ('HASH_CLAIM', 'PERSONAL_ADDRESS', 'HOSTED')),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_micros" > 0),
	CONSTRAINT "deposits_confirmed_has_transfer" CHECK ("deposits"."status" <> 'CONFIRMED' or "deposits"."ledger_transfer_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "hosted_invoices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"deposit_id" uuid NOT NULL,
	"provider_status" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"currency" text NOT NULL,
	"checkout_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observed_transfers" (
	"network" text NOT NULL,
	"transaction_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"token" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"recipient_kind" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "observed_transfers_network_transaction_hash_log_index_pk" PRIMARY KEY("network","transaction_hash","log_index")
);
--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_sender_links" ADD CONSTRAINT "deposit_sender_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_invoices" ADD CONSTRAINT "hosted_invoices_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_key" ON "deposit_addresses" USING btree ("address");--> statement-breakpoint
CREATE INDEX "deposit_addresses_user_idx" ON "deposit_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_transfer_key" ON "deposits" USING btree ("network","transaction_hash","log_index") WHERE "deposits"."status" in ('PENDING', 'CONFIRMED') and "deposits"."log_index" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_idempotency_key" ON "deposits" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deposits_hash_idx" ON "deposits" USING btree ("transaction_hash");--> statement-breakpoint
CREATE INDEX "deposits_pending_check_idx" ON "deposits" USING btree ("network","next_check_at") WHERE "deposits"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_invoices_deposit_key" ON "hosted_invoices" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "observed_transfers_block_idx" ON "observed_transfers" USING btree ("network","block_number");