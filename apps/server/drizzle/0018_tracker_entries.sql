CREATE TABLE "tracker_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracker_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"tracker" text NOT NULL,
	"entry_date" date NOT NULL,
	"value" integer NOT NULL,
	"diastolic" integer,
	"source" text NOT NULL,
	"entered_by_hand" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tracker_entries_one_per_day_and_source" UNIQUE("member_id","tracker","entry_date","source"),
	CONSTRAINT "tracker_entries_tracker" CHECK ("tracker_entries"."tracker" in ('nutrition', 'weight', 'workouts', 'glucose', 'steps', 'bloodPressure', 'sleep')),
	CONSTRAINT "tracker_entries_value" CHECK ("tracker_entries"."value" >= 0),
	CONSTRAINT "tracker_entries_diastolic" CHECK (("tracker_entries"."diastolic" is null) = ("tracker_entries"."tracker" <> 'bloodPressure'))
);
--> statement-breakpoint
ALTER TABLE "tracker_entries" ADD CONSTRAINT "tracker_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_entries" ADD CONSTRAINT "tracker_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_entries" ADD CONSTRAINT "tracker_entries_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE cascade ON UPDATE no action;