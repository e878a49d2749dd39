CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"member_coverage_id" integer,
	"member_id" integer,
	"year" integer,
	"compliance_period_id" integer,
	"balance" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_identity" UNIQUE NULLS NOT DISTINCT("client_id","kind","currency","member_coverage_id","year","compliance_period_id"),
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."kind" in ('FUNDING', 'ALLOWANCE_SOURCE') or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"account_version" integer NOT NULL,
	CONSTRAINT "ledger_entries_account_version" UNIQUE("account_id","account_version"),
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"type" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency" UNIQUE("client_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "reward_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"member_coverage_id" integer NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"completion_id" integer NOT NULL,
	"health_action_id" integer NOT NULL,
	"health_action_cd" text NOT NULL,
	"source" text NOT NULL,
	"earned_on" date NOT NULL,
	"compliance_period_id" integer,
	"earned_amount" bigint NOT NULL,
	"issued_amount" bigint NOT NULL,
	"not_issued_amount" bigint NOT NULL,
	"not_issued_reason" text,
	"transaction_id" integer,
	"expires_on" date,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_issues_idempotency" UNIQUE("client_id","idempotency_key"),
	CONSTRAINT "reward_issues_amounts" CHECK ("reward_issues"."issued_amount" >= 0 and "reward_issues"."not_issued_amount" >= 0 and "reward_issues"."issued_amount" + "reward_issues"."not_issued_amount" = "reward_issues"."earned_amount")
);
--> statement-breakpoint
CREATE TABLE "reward_lot_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_lot_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "reward_lot_allocations_positive" CHECK ("reward_lot_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"earned_on" date NOT NULL,
	"expires_on" date,
	"amount" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	CONSTRAINT "reward_lots_amounts" CHECK ("reward_lots"."amount" > 0 and "reward_lots"."remaining" >= 0 and "reward_lots"."remaining" <= "reward_lots"."amount")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_coverage_id_member_coverages_id_fk" FOREIGN KEY ("member_coverage_id") REFERENCES "public"."member_coverages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_issues" ADD CONSTRAINT "reward_issues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_issues" ADD CONSTRAINT "reward_issues_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_issues" ADD CONSTRAINT "reward_issues_member_coverage_id_member_coverages_id_fk" FOREIGN KEY ("member_coverage_id") REFERENCES "public"."member_coverages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_issues" ADD CONSTRAINT "reward_issues_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_lot_allocations" ADD CONSTRAINT "reward_lot_allocations_lot_id_reward_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."reward_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_lot_allocations" ADD CONSTRAINT "reward_lot_allocations_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_lots" ADD CONSTRAINT "reward_lots_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_lots" ADD CONSTRAINT "reward_lots_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_lots" ADD CONSTRAINT "reward_lots_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_coverage_idx" ON "ledger_accounts" USING btree ("member_coverage_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "reward_issues_completion_idx" ON "reward_issues" USING btree ("client_id","completion_id");--> statement-breakpoint
CREATE INDEX "reward_issues_coverage_idx" ON "reward_issues" USING btree ("member_coverage_id","earned_on");--> statement-breakpoint
CREATE INDEX "reward_lot_allocations_lot_idx" ON "reward_lot_allocations" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "reward_lots_account_idx" ON "reward_lots" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "reward_lots_due_idx" ON "reward_lots" USING btree ("expires_on") WHERE "reward_lots"."remaining" > 0 and "reward_lots"."expires_on" is not null;--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers). The ledger is append-only: its transactions,
-- entries, lot allocations and reward outcomes are never changed or removed, whoever asks.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the rewards ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "reward_lot_allocations_no_update_or_delete" BEFORE UPDATE OR DELETE ON "reward_lot_allocations" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "reward_issues_no_update_or_delete" BEFORE UPDATE OR DELETE ON "reward_issues" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- Hand-written: a transaction's entries sum to zero and it has at least two, checked at commit (deferred),
-- once all of its entries are in. Runs on PostgreSQL and on the embedded PGlite alike.
CREATE FUNCTION "ledger_transaction_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked integer;
  total numeric;
  entry_count integer;
BEGIN
  IF TG_TABLE_NAME = 'ledger_transactions' THEN
    checked := NEW.id;
  ELSE
    checked := NEW.transaction_id;
  END IF;
  SELECT coalesce(sum(amount), 0), count(*) INTO total, entry_count FROM "ledger_entries" WHERE transaction_id = checked;
  IF entry_count < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: % entries summing to %', checked, entry_count, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_sum_to_zero" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balances"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_have_entries" AFTER INSERT ON "ledger_transactions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balances"();
