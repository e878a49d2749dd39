CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"scheduled_on_ts" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_npis" text[] NOT NULL,
	"availability" jsonb NOT NULL,
	"demo_phone" text NOT NULL,
	"booked_npi" text,
	"visit_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status" CHECK (status in ('queued', 'in_progress', 'triggered', 'success', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"npi" text NOT NULL,
	"schedule_key" text DEFAULT gen_random_uuid()::text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"degrees" text[] NOT NULL,
	"gender" text,
	"taxonomy" text NOT NULL,
	"hospital" text,
	"street1" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accepting_new_patients" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_client_npi" UNIQUE("client_id","npi"),
	CONSTRAINT "providers_schedule_key" UNIQUE("schedule_key")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_member_idx" ON "appointments" USING btree ("member_id","scheduled_on_ts");--> statement-breakpoint
CREATE INDEX "appointments_pending_idx" ON "appointments" USING btree ("client_id","scheduled_on_ts") WHERE status in ('queued', 'in_progress', 'triggered');