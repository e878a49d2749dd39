CREATE TABLE "client_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"type" text NOT NULL,
	"recurrence" text NOT NULL,
	"window_start" date,
	"window_end" date,
	"document" text,
	CONSTRAINT "client_agreements_clientId_type_unique" UNIQUE("client_id","type")
);
--> statement-breakpoint
CREATE TABLE "member_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"client_agreement_id" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_agreements" ADD CONSTRAINT "client_agreements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_agreements" ADD CONSTRAINT "member_agreements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_agreements" ADD CONSTRAINT "member_agreements_client_agreement_id_client_agreements_id_fk" FOREIGN KEY ("client_agreement_id") REFERENCES "public"."client_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_agreements_member_idx" ON "member_agreements" USING btree ("member_id");