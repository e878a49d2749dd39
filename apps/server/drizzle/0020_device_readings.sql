CREATE TABLE "device_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"tracker" text NOT NULL,
	"reading_date" date NOT NULL,
	"measured_at" timestamp with time zone,
	"value" double precision NOT NULL,
	"diastolic" double precision,
	"device" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_readings_one_per_source_id" UNIQUE("member_id","source","source_id"),
	CONSTRAINT "device_readings_source" CHECK ("device_readings"."source" in ('FHIR_IMPORT', 'APPLE_HEALTH', 'OPEN_MHEALTH', 'HUMAN_API', 'DEMO_DEVICE')),
	CONSTRAINT "device_readings_tracker" CHECK ("device_readings"."tracker" in ('nutrition', 'weight', 'workouts', 'glucose', 'steps', 'bloodPressure', 'sleep'))
);
--> statement-breakpoint
CREATE TABLE "device_sources" (
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"last_sync_at" timestamp with time zone NOT NULL,
	"received" integer NOT NULL,
	"added" integer NOT NULL,
	"refused" integer NOT NULL,
	"last_error" text,
	CONSTRAINT "device_sources_member_id_source_pk" PRIMARY KEY("member_id","source"),
	CONSTRAINT "device_sources_source" CHECK ("device_sources"."source" in ('FHIR_IMPORT', 'APPLE_HEALTH', 'OPEN_MHEALTH', 'HUMAN_API', 'DEMO_DEVICE')),
	CONSTRAINT "device_sources_state" CHECK ("device_sources"."state" in ('CONNECTED', 'EXPIRED', 'ERROR')),
	CONSTRAINT "device_sources_last_error" CHECK ("device_sources"."last_error" is null or "device_sources"."last_error" in ('CONNECTION_EXPIRED', 'PROVIDER_UNAVAILABLE', 'FILE_UNREADABLE'))
);
--> statement-breakpoint
ALTER TABLE "device_readings" ADD CONSTRAINT "device_readings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_readings" ADD CONSTRAINT "device_readings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_readings" ADD CONSTRAINT "device_readings_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sources" ADD CONSTRAINT "device_sources_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sources" ADD CONSTRAINT "device_sources_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sources" ADD CONSTRAINT "device_sources_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_readings_day" ON "device_readings" USING btree ("member_id","source","tracker","reading_date");