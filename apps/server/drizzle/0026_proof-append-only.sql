-- Published proof-of-reserves snapshots are append-only (decision 025): a snapshot is written whole
-- in one transaction, and the database refuses any later change or deletion of it or its parts,
-- TRUNCATE included (it skips row triggers). A cold wallet, once declared and published with its
-- signature, stays as declared.
CREATE TRIGGER proof_snapshots_append_only BEFORE UPDATE OR DELETE ON proof_snapshots
  FOR EACH ROW EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER proof_snapshots_no_truncate BEFORE TRUNCATE ON proof_snapshots
  FOR EACH STATEMENT EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER proof_leaves_append_only BEFORE UPDATE OR DELETE ON proof_leaves
  FOR EACH ROW EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER proof_leaves_no_truncate BEFORE TRUNCATE ON proof_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER proof_nodes_append_only BEFORE UPDATE OR DELETE ON proof_nodes
  FOR EACH ROW EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER proof_nodes_no_truncate BEFORE TRUNCATE ON proof_nodes
  FOR EACH STATEMENT EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER proof_blocks_append_only BEFORE UPDATE OR DELETE ON proof_blocks
  FOR EACH ROW EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER proof_blocks_no_truncate BEFORE TRUNCATE ON proof_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER proof_reserves_append_only BEFORE UPDATE OR DELETE ON proof_reserves
  FOR EACH ROW EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER proof_reserves_no_truncate BEFORE TRUNCATE ON proof_reserves
  FOR EACH STATEMENT EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER proof_cold_wallets_append_only BEFORE UPDATE OR DELETE ON proof_cold_wallets
  FOR EACH ROW EXECUTE FUNCTION nova_refuse_change();
--> statement-breakpoint
CREATE TRIGGER proof_cold_wallets_no_truncate BEFORE TRUNCATE ON proof_cold_wallets
  FOR EACH STATEMENT EXECUTE FUNCTION nova_refuse_change();
