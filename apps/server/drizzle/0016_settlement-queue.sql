CREATE TABLE "earning_session_dues" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "earning_session_dues_due_idx" ON "earning_session_dues" USING btree ("due_at","session_id");
--> statement-breakpoint
INSERT INTO "earning_session_dues" ("session_id", "due_at")
SELECT "id", "due_at" FROM "earning_sessions" WHERE "status" <> 'credited';
--> statement-breakpoint
-- The queue replaces the partial index on status: an index whose condition names status made every
-- credit a new row version with an entry in each of the sessions' indexes.
DROP INDEX "earning_sessions_due_idx";
--> statement-breakpoint
-- Half of each new page is left free, so a batch crediting every session of a page (they are
-- written and fall due in the same order) updates each row in place.
ALTER TABLE "earning_sessions" SET (fillfactor = 50);
--> statement-breakpoint
-- The queue follows the sessions, set-wise once per statement: a session written not yet credited
-- joins it; a session credited leaves it. Its rows name existing sessions by construction.
CREATE FUNCTION earning_sessions_queue_written() RETURNS trigger AS $$
BEGIN
  INSERT INTO earning_session_dues (session_id, due_at)
  SELECT id, due_at FROM written WHERE status <> 'credited';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER earning_sessions_queue_written AFTER INSERT ON earning_sessions
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION earning_sessions_queue_written();
--> statement-breakpoint
CREATE FUNCTION earning_sessions_queue_credited() RETURNS trigger AS $$
BEGIN
  DELETE FROM earning_session_dues WHERE session_id IN (SELECT id FROM written WHERE status = 'credited');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER earning_sessions_queue_credited AFTER UPDATE ON earning_sessions
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION earning_sessions_queue_credited();
