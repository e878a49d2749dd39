CREATE TABLE "reward_code_resends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_code_resends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"unit_number" integer NOT NULL,
	"code_sealed" text NOT NULL,
	"code_digest" text NOT NULL,
	"pin_sealed" text,
	"expires_on" date,
	"received_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "reward_codes_unit" UNIQUE("order_id","line_number","unit_number"),
	CONSTRAINT "reward_codes_code" UNIQUE("order_id","line_number","code_digest"),
	CONSTRAINT "reward_codes_unit_positive" CHECK ("reward_codes"."unit_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "reward_code_resends" ADD CONSTRAINT "reward_code_resends_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_code_resends" ADD CONSTRAINT "reward_code_resends_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_code_resends" ADD CONSTRAINT "reward_code_resends_order_id_reward_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."reward_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_code_resends" ADD CONSTRAINT "reward_code_resends_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_order_id_reward_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."reward_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_line_fk" FOREIGN KEY ("order_id","line_number") REFERENCES "public"."reward_order_lines"("order_id","line_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_code_resends_order_idx" ON "reward_code_resends" USING btree ("order_id","sent_at");--> statement-breakpoint
CREATE INDEX "reward_codes_member_idx" ON "reward_codes" USING btree ("member_id");