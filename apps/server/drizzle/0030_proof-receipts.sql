CREATE TABLE "chain_receipts" (
	"network" text NOT NULL,
	"token" text NOT NULL,
	"address" text NOT NULL,
	"first_block" bigint NOT NULL,
	CONSTRAINT "chain_receipts_network_address_token_pk" PRIMARY KEY("network","address","token")
);
--> statement-breakpoint
ALTER TABLE "chain_cursors" ADD COLUMN "receipts_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proof_blocks" ADD COLUMN "addresses_read" integer;--> statement-breakpoint
ALTER TABLE "proof_blocks" ADD COLUMN "addresses_skipped" integer;