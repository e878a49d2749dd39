CREATE TABLE "recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_codes_codeHash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "totp_used_steps" DROP CONSTRAINT "totp_used_steps_member_id_step_pk";--> statement-breakpoint
-- A step spent before secrets were told apart keeps an empty fingerprint: it matches no secret, and lapses within minutes.
ALTER TABLE "totp_used_steps" ADD COLUMN "secret_fingerprint" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "totp_used_steps" ALTER COLUMN "secret_fingerprint" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "totp_used_steps" ADD CONSTRAINT "totp_used_steps_member_id_secret_fingerprint_step_pk" PRIMARY KEY("member_id","secret_fingerprint","step");--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_member_idx" ON "recovery_codes" USING btree ("member_id");