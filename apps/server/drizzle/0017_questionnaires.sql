CREATE TABLE "questionnaire_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"type" text NOT NULL,
	"version" text NOT NULL,
	"fhir" jsonb NOT NULL,
	"definition" jsonb NOT NULL,
	"active" boolean NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questionnaire_definitions_version" UNIQUE("client_id","type","version"),
	CONSTRAINT "questionnaire_definitions_client_key" UNIQUE("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"scores" jsonb,
	"link_expires_at" timestamp with time zone,
	"completion_recorded_at" timestamp with time zone,
	CONSTRAINT "questionnaire_responses_status" CHECK ("questionnaire_responses"."status" in ('STARTED', 'COMPLETED', 'REFUSED')),
	CONSTRAINT "questionnaire_responses_finished" CHECK (("questionnaire_responses"."status" = 'STARTED') = ("questionnaire_responses"."finished_at" is null))
);
--> statement-breakpoint
ALTER TABLE "questionnaire_definitions" ADD CONSTRAINT "questionnaire_definitions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_definition_fk" FOREIGN KEY ("client_id","definition_id") REFERENCES "public"."questionnaire_definitions"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_definitions_one_active" ON "questionnaire_definitions" USING btree ("client_id","type") WHERE "questionnaire_definitions"."active";--> statement-breakpoint
CREATE INDEX "questionnaire_responses_member_type_idx" ON "questionnaire_responses" USING btree ("member_id","type","id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_definition_idx" ON "questionnaire_responses" USING btree ("definition_id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_unrecorded_idx" ON "questionnaire_responses" USING btree ("finished_at") WHERE "questionnaire_responses"."finished_at" is not null and "questionnaire_responses"."completion_recorded_at" is null;