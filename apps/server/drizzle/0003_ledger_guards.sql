-- History cannot be wiped in one statement either: TRUNCATE skips row triggers, so refuse it too.
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
-- Only the four counters of an account ever change (bumped with the transfer that moves them). Its
-- identity and rules are fixed once opened: turning `guarded` off would let a member balance go
-- negative, re-keying an account would send money to someone else. Accounts are never deleted.
CREATE OR REPLACE FUNCTION ledger_accounts_fixed_identity() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.id, NEW.key, NEW.kind, NEW.user_id, NEW.normal_balance, NEW.guarded, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.key, OLD.kind, OLD.user_id, OLD.normal_balance, OLD.guarded, OLD.created_at) THEN
    RAISE EXCEPTION 'only the counters of a ledger account may change' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_fixed_identity BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_fixed_identity();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION nova_refuse_change();
