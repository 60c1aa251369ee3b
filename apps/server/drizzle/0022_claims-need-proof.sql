CREATE TABLE "deposit_sender_challenges" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposit_sender_proofs" (
	"address" text NOT NULL,
	"user_id" uuid NOT NULL,
	"signature" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_sender_proofs_address_user_id_pk" PRIMARY KEY("address","user_id")
);
--> statement-breakpoint
ALTER TABLE "deposit_sender_links" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "deposit_sender_links" CASCADE;--> statement-breakpoint
DROP INDEX "deposits_transfer_key";--> statement-breakpoint
ALTER TABLE "deposit_sender_challenges" ADD CONSTRAINT "deposit_sender_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_sender_proofs" ADD CONSTRAINT "deposit_sender_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_sender_challenges_user_idx" ON "deposit_sender_challenges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_sender_proofs_user_idx" ON "deposit_sender_proofs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_claim_key" ON "deposits" USING btree ("network","transaction_hash","log_index","user_id") WHERE "deposits"."status" in ('PENDING', 'CONFIRMED') and "deposits"."log_index" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_credited_key" ON "deposits" USING btree ("network","transaction_hash","log_index") WHERE "deposits"."status" = 'CONFIRMED' and "deposits"."log_index" is not null;