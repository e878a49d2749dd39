ALTER TABLE "claims" DROP CONSTRAINT "claims_clientId_claimId_unique";--> statement-breakpoint
ALTER TABLE "claims" DROP CONSTRAINT "claims_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "claims" DROP CONSTRAINT "claims_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "claims" DROP CONSTRAINT "claims_owner_fk";
--> statement-breakpoint
ALTER TABLE "claims" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_client_id_claim_id_pk" PRIMARY KEY("client_id","claim_id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers). Claims have no foreign key to their
-- member (decision 0036): deleting members deletes their claims, once per statement.
CREATE FUNCTION "claims_of_deleted_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "claims" AS "claim" USING "deleted_members" AS "gone"
    WHERE "claim"."client_id" = "gone"."client_id" AND "claim"."member_id" = "gone"."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_delete_their_claims" AFTER DELETE ON "members" REFERENCING OLD TABLE AS "deleted_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "claims_of_deleted_members"();
