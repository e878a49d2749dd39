-- init-tracking is kept by household revision as health-actions/init and rewards/init are
-- (decision 0035): a reading saved, replaced or removed moves its household's answers on.
CREATE TRIGGER "tracker_entries_household_insert" AFTER INSERT ON "tracker_entries" REFERENCING NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "household_revisions_bump"();
--> statement-breakpoint
CREATE TRIGGER "tracker_entries_household_update" AFTER UPDATE ON "tracker_entries" REFERENCING OLD TABLE AS "previous_rows" NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "household_revisions_bump"();
--> statement-breakpoint
CREATE TRIGGER "tracker_entries_household_delete" AFTER DELETE ON "tracker_entries" REFERENCING OLD TABLE AS "previous_rows" FOR EACH STATEMENT EXECUTE FUNCTION "household_revisions_bump"();
