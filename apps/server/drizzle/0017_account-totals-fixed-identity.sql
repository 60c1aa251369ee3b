-- A totals row keeps the account and type it was inserted with (checked then, migration 0015):
-- refuse changing them, in a condition PostgreSQL evaluates itself, instead of checking every
-- updated row's account again. Every transfer to a member updates one such row.
CREATE FUNCTION ledger_account_totals_fixed_identity() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'only the sums of account totals may change' USING ERRCODE = 'integrity_constraint_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_account_totals_fixed_identity BEFORE UPDATE ON ledger_account_totals FOR EACH ROW
  WHEN ((NEW.account_id, NEW.type) IS DISTINCT FROM (OLD.account_id, OLD.type))
  EXECUTE FUNCTION ledger_account_totals_fixed_identity();
--> statement-breakpoint
DROP TRIGGER ledger_account_totals_updated_account_exists ON ledger_account_totals;
