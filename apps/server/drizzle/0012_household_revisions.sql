CREATE TABLE "household_revisions" (
	"household_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
-- The households whose rows a statement wrote move on by one (decision 0035). Statement-level,
-- over the statement's transition rows, so a feed's bulk statement costs one upsert, not one per
-- row; households in id order so that two writers lock them in the same order.
CREATE FUNCTION "household_revisions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "household_revisions" AS r ("household_id", "revision")
    SELECT DISTINCT coalesce(m."subscriber_id", m."id"), 1
    FROM "written_rows" w JOIN "members" m ON m."id" = w."member_id"
    ORDER BY 1
    ON CONFLICT ("household_id") DO UPDATE SET "revision" = r."revision" + 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "household_revisions" AS r ("household_id", "revision")
    SELECT DISTINCT coalesce(m."subscriber_id", m."id"), 1
    FROM "previous_rows" p JOIN "members" m ON m."id" = p."member_id"
    ORDER BY 1
    ON CONFLICT ("household_id") DO UPDATE SET "revision" = r."revision" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['member_coverages', 'member_completions', 'member_attestations', 'member_activities', 'reward_issues', 'ledger_accounts'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "household_revisions_bump"()', watched || '_household_insert', watched);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "previous_rows" NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "household_revisions_bump"()', watched || '_household_update', watched);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "previous_rows" FOR EACH STATEMENT EXECUTE FUNCTION "household_revisions_bump"()', watched || '_household_delete', watched);
  END LOOP;
END $$;
--> statement-breakpoint
-- A member row names the household itself: its own id, or its subscriber's. Only what a
-- household's answers show moves it (a sign-in's bookkeeping on the row does not).
CREATE FUNCTION "household_revisions_bump_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "household_revisions" AS r ("household_id", "revision")
    VALUES (coalesce(OLD."subscriber_id", OLD."id"), 1)
    ON CONFLICT ("household_id") DO UPDATE SET "revision" = r."revision" + 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR coalesce(NEW."subscriber_id", NEW."id") <> coalesce(OLD."subscriber_id", OLD."id")) THEN
    INSERT INTO "household_revisions" AS r ("household_id", "revision")
    VALUES (coalesce(NEW."subscriber_id", NEW."id"), 1)
    ON CONFLICT ("household_id") DO UPDATE SET "revision" = r."revision" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_household_insert" AFTER INSERT ON "members" FOR EACH ROW
  WHEN (NEW."subscriber_id" IS NOT NULL) EXECUTE FUNCTION "household_revisions_bump_member"();
--> statement-breakpoint
CREATE TRIGGER "members_household_update" AFTER UPDATE ON "members" FOR EACH ROW
  WHEN (OLD."subscriber_id" IS DISTINCT FROM NEW."subscriber_id" OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."client_member_id" IS DISTINCT FROM NEW."client_member_id"
    OR OLD."preferred_language_cd" IS DISTINCT FROM NEW."preferred_language_cd")
  EXECUTE FUNCTION "household_revisions_bump_member"();
--> statement-breakpoint
CREATE TRIGGER "members_household_delete" AFTER DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION "household_revisions_bump_member"();
