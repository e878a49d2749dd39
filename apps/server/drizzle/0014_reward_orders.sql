CREATE TABLE "reward_order_lines" (
	"order_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"incentive_product_variation_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"face_value" integer,
	"delivery_form" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount" integer NOT NULL,
	"health_action_completion_id" integer,
	CONSTRAINT "reward_order_lines_order_id_line_number_pk" PRIMARY KEY("order_id","line_number"),
	CONSTRAINT "reward_order_lines_quantity" CHECK ("reward_order_lines"."quantity" > 0 and "reward_order_lines"."unit_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"placed_by_member_id" integer NOT NULL,
	"member_coverage_id" integer NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"state" text DEFAULT 'PLACED' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"debit_transaction_id" integer NOT NULL,
	"refund_transaction_id" integer,
	"shipping_address" jsonb,
	"email_to" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_to_fulfilment_at" timestamp with time zone,
	"fulfilment_batch" text,
	"shipper" text,
	"tracking_number" text,
	"shipped_on" date,
	"delivered_on" date,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reward_orders_idempotency" UNIQUE("client_id","placed_by_member_id","idempotency_key"),
	CONSTRAINT "reward_orders_total_positive" CHECK ("reward_orders"."total" > 0)
);
--> statement-breakpoint
ALTER TABLE "reward_order_lines" ADD CONSTRAINT "reward_order_lines_order_id_reward_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."reward_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_placed_by_member_id_members_id_fk" FOREIGN KEY ("placed_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_member_coverage_id_member_coverages_id_fk" FOREIGN KEY ("member_coverage_id") REFERENCES "public"."member_coverages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_debit_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("debit_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_orders_member_idx" ON "reward_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "reward_orders_state_idx" ON "reward_orders" USING btree ("client_id","state");