-- The six tables that lacked client_id take it from their member before it becomes required.
ALTER TABLE "members" ADD CONSTRAINT "members_client_id_id_key" UNIQUE("client_id","id");--> statement-breakpoint
ALTER TABLE "remember_tokens" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "totp_used_steps" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "member_agreements" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_comments" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "unsubscribe_events" ADD COLUMN "client_id" integer;--> statement-breakpoint
UPDATE "remember_tokens" SET "client_id" = "members"."client_id" FROM "members" WHERE "members"."id" = "remember_tokens"."member_id";--> statement-breakpoint
UPDATE "totp_used_steps" SET "client_id" = "members"."client_id" FROM "members" WHERE "members"."id" = "totp_used_steps"."member_id";--> statement-breakpoint
UPDATE "member_agreements" SET "client_id" = "members"."client_id" FROM "members" WHERE "members"."id" = "member_agreements"."member_id";--> statement-breakpoint
UPDATE "member_subscriptions" SET "client_id" = "members"."client_id" FROM "members" WHERE "members"."id" = "member_subscriptions"."member_id";--> statement-breakpoint
UPDATE "subscription_comments" SET "client_id" = "members"."client_id" FROM "members" WHERE "members"."id" = "subscription_comments"."member_id";--> statement-breakpoint
UPDATE "unsubscribe_events" SET "client_id" = "members"."client_id" FROM "members" WHERE "members"."id" = "unsubscribe_events"."member_id";--> statement-breakpoint
ALTER TABLE "remember_tokens" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "totp_used_steps" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "member_agreements" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_comments" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "unsubscribe_events" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coverages" ADD CONSTRAINT "member_coverages_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_emails" ADD CONSTRAINT "member_emails_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_phones" ADD CONSTRAINT "member_phones_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remember_tokens" ADD CONSTRAINT "remember_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remember_tokens" ADD CONSTRAINT "remember_tokens_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_used_steps" ADD CONSTRAINT "totp_used_steps_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_used_steps" ADD CONSTRAINT "totp_used_steps_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_agreements" ADD CONSTRAINT "member_agreements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_agreements" ADD CONSTRAINT "member_agreements_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activities" ADD CONSTRAINT "member_activities_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_comments" ADD CONSTRAINT "subscription_comments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_comments" ADD CONSTRAINT "subscription_comments_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsubscribe_events" ADD CONSTRAINT "unsubscribe_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsubscribe_events" ADD CONSTRAINT "unsubscribe_events_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_handoffs" ADD CONSTRAINT "sso_handoffs_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_owner_fk" FOREIGN KEY ("client_id","member_id") REFERENCES "public"."members"("client_id","id") ON DELETE no action ON UPDATE no action;
