CREATE TABLE "prescription_fills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescription_fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"ndc" text NOT NULL,
	"drug_name" text NOT NULL,
	"fill_date" date NOT NULL,
	"days_supply" integer,
	"pharmacy" text,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_fills_one_per_source_id" UNIQUE("member_id","source","source_id"),
	CONSTRAINT "prescription_fills_source" CHECK ("prescription_fills"."source" in ('PHARMACY_FEED', 'FHIR')),
	CONSTRAINT "prescription_fills_days_supply" CHECK ("prescription_fills"."days_supply" between 1 and 365),
	CONSTRAINT "prescription_fills_ndc" CHECK ("prescription_fills"."ndc" ~ '^[0-9]{10,11}$')
);
--> statement-breakpoint
ALTER TABLE "prescription_fills" ADD CONSTRAINT "prescription_fills_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_fills" ADD CONSTRAINT "prescription_fills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_fills" ADD CONSTRAINT "prescription_fills_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_fills_by_member" ON "prescription_fills" USING btree ("member_id","fill_date");