ALTER TABLE "ledger_account_totals" DROP CONSTRAINT "ledger_account_totals_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_pending_id_ledger_transfers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_corrects_id_ledger_transfers_id_fk";
--> statement-breakpoint
-- The foreign keys above checked and locked the named rows one inserted row at a time (about
-- 10 µs a reference: a settlement batch of a thousand transfers spent more on them than on its
-- inserts). These triggers check every row a statement wrote in one query instead. No lock is
-- needed: accounts and transfers are never deleted nor re-keyed (migration 0003), so a row that
-- exists when it is named exists for good.
CREATE FUNCTION ledger_transfers_references_exist() RETURNS trigger AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM (SELECT debit_account_id AS id FROM written UNION SELECT credit_account_id FROM written) named
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = named.id)
  ) THEN
    RAISE EXCEPTION 'a transfer names a ledger account that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF EXISTS (
    SELECT 1 FROM (SELECT pending_id AS id FROM written UNION SELECT corrects_id FROM written) named
    WHERE named.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = named.id)
  ) THEN
    RAISE EXCEPTION 'a transfer names a transfer that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_references_exist AFTER INSERT ON ledger_transfers
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_references_exist();
--> statement-breakpoint
CREATE FUNCTION ledger_account_totals_account_exists() RETURNS trigger AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM (SELECT DISTINCT account_id FROM written) named
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = named.account_id)
  ) THEN
    RAISE EXCEPTION 'account totals name a ledger account that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A trigger with transition tables answers one event: one for the rows inserted, one for the rows updated.
CREATE TRIGGER ledger_account_totals_inserted_account_exists AFTER INSERT ON ledger_account_totals
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION ledger_account_totals_account_exists();
--> statement-breakpoint
CREATE TRIGGER ledger_account_totals_updated_account_exists AFTER UPDATE ON ledger_account_totals
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION ledger_account_totals_account_exists();
--> statement-breakpoint
-- The fixed-identity check runs only when an identity column changes: PostgreSQL evaluates the
-- condition itself, so the counter updates of every transfer no longer call the function.
DROP TRIGGER ledger_accounts_fixed_identity ON ledger_accounts;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_fixed_identity BEFORE UPDATE ON ledger_accounts FOR EACH ROW
  WHEN ((NEW.id, NEW.key, NEW.kind, NEW.user_id, NEW.normal_balance, NEW.guarded, NEW.created_at)
    IS DISTINCT FROM (OLD.id, OLD.key, OLD.kind, OLD.user_id, OLD.normal_balance, OLD.guarded, OLD.created_at))
  EXECUTE FUNCTION ledger_accounts_fixed_identity();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_never_deleted BEFORE DELETE ON ledger_accounts FOR EACH ROW
  EXECUTE FUNCTION ledger_accounts_fixed_identity();
