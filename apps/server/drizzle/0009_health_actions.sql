CREATE TABLE "member_attestations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_attestations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"health_action_id" integer NOT NULL,
	"completion_date" date NOT NULL,
	"submitted_by_member_id" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_attestations_memberId_healthActionId_completionDate_unique" UNIQUE("member_id","health_action_id","completion_date")
);
--> statement-breakpoint
CREATE TABLE "member_completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"health_action_id" integer NOT NULL,
	"completion_date" date NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"refused" boolean DEFAULT false NOT NULL,
	"member_coverage_id" integer NOT NULL,
	"earning" jsonb,
	"recorded_at" timestamp with time zone NOT NULL,
	"reward_settled_at" timestamp with time zone,
	"reward_attempt_after" timestamp with time zone NOT NULL,
	CONSTRAINT "member_completions_evidence_key" UNIQUE("client_id","member_id","health_action_id","source","source_ref")
);
--> statement-breakpoint
CREATE TABLE "reasonable_alternative_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reasonable_alternative_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"health_action_id" integer NOT NULL,
	"requested_by_member_id" integer NOT NULL,
	"message" text NOT NULL,
	"contact_phone" text,
	"sent_to" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "programme" jsonb;--> statement-breakpoint
ALTER TABLE "compliance_periods" ADD COLUMN "programme_period_id" integer;--> statement-breakpoint
ALTER TABLE "compliance_periods" ADD COLUMN "programme_strategy_id" integer;--> statement-breakpoint
ALTER TABLE "member_activities" ADD COLUMN "activity_payload" jsonb;--> statement-breakpoint
ALTER TABLE "member_attestations" ADD CONSTRAINT "member_attestations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_attestations" ADD CONSTRAINT "member_attestations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_attestations" ADD CONSTRAINT "member_attestations_submitted_by_member_id_members_id_fk" FOREIGN KEY ("submitted_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_attestations" ADD CONSTRAINT "member_attestations_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_completions" ADD CONSTRAINT "member_completions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_completions" ADD CONSTRAINT "member_completions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_completions" ADD CONSTRAINT "member_completions_member_coverage_id_member_coverages_id_fk" FOREIGN KEY ("member_coverage_id") REFERENCES "public"."member_coverages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_completions" ADD CONSTRAINT "member_completions_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reasonable_alternative_requests" ADD CONSTRAINT "reasonable_alternative_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reasonable_alternative_requests" ADD CONSTRAINT "reasonable_alternative_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reasonable_alternative_requests" ADD CONSTRAINT "reasonable_alternative_requests_requested_by_member_id_members_id_fk" FOREIGN KEY ("requested_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reasonable_alternative_requests" ADD CONSTRAINT "reasonable_alternative_requests_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_completions_member_idx" ON "member_completions" USING btree ("member_id","health_action_id");--> statement-breakpoint
CREATE INDEX "member_completions_unsettled_idx" ON "member_completions" USING btree ("reward_attempt_after") WHERE "member_completions"."reward_settled_at" is null;--> statement-breakpoint
CREATE INDEX "reasonable_alternative_member_idx" ON "reasonable_alternative_requests" USING btree ("member_id");