CREATE TABLE "auto_reward_preferences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auto_reward_preferences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"placed_by_member_id" integer NOT NULL,
	"member_coverage_id" integer NOT NULL,
	"incentive_product_id" integer NOT NULL,
	"delivery_form" text NOT NULL,
	"shipping_address" jsonb,
	"email_to" text,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auto_reward_preferences" ADD CONSTRAINT "auto_reward_preferences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reward_preferences" ADD CONSTRAINT "auto_reward_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reward_preferences" ADD CONSTRAINT "auto_reward_preferences_placed_by_member_id_members_id_fk" FOREIGN KEY ("placed_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reward_preferences" ADD CONSTRAINT "auto_reward_preferences_member_coverage_id_member_coverages_id_fk" FOREIGN KEY ("member_coverage_id") REFERENCES "public"."member_coverages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reward_preferences" ADD CONSTRAINT "auto_reward_preferences_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_reward_preferences_active" ON "auto_reward_preferences" USING btree ("member_coverage_id") WHERE "auto_reward_preferences"."deactivated_at" is null;--> statement-breakpoint
CREATE INDEX "auto_reward_preferences_member_idx" ON "auto_reward_preferences" USING btree ("member_id");--> statement-breakpoint
-- rewards/init shows the member's automatic reward: a choice made or turned off moves the household's answers on (decision 0035).
CREATE TRIGGER "auto_reward_preferences_household_insert" AFTER INSERT ON "auto_reward_preferences" REFERENCING NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "household_revisions_bump"();
--> statement-breakpoint
CREATE TRIGGER "auto_reward_preferences_household_update" AFTER UPDATE ON "auto_reward_preferences" REFERENCING OLD TABLE AS "previous_rows" NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "household_revisions_bump"();
