CREATE TABLE "ledger_account_totals" (
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"credits" bigint NOT NULL,
	"debits" bigint NOT NULL,
	"credit_count" integer NOT NULL,
	"debit_count" integer NOT NULL,
	CONSTRAINT "ledger_account_totals_account_id_type_pk" PRIMARY KEY("account_id","type")
);
--> statement-breakpoint
ALTER TABLE "ledger_account_totals" ADD CONSTRAINT "ledger_account_totals_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transfers_bonus_idx" ON "ledger_transfers" USING btree ("user_id","created_at","id") WHERE "ledger_transfers"."type" = 'REFERRAL_BONUS';--> statement-breakpoint
-- Totals of the transfers posted before this table existed.
INSERT INTO "ledger_account_totals" ("account_id", "type", "credits", "debits", "credit_count", "debit_count")
SELECT a.id, t.type,
	coalesce(sum(t.amount) FILTER (WHERE t.credit_account_id = a.id), 0),
	coalesce(sum(t.amount) FILTER (WHERE t.debit_account_id = a.id), 0),
	count(*) FILTER (WHERE t.credit_account_id = a.id),
	count(*) FILTER (WHERE t.debit_account_id = a.id)
FROM "ledger_transfers" t
JOIN "ledger_accounts" a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.user_id = t.user_id
WHERE t.phase IN ('single', 'post_pending')
GROUP BY a.id, t.type;
