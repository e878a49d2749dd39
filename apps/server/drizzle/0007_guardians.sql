ALTER TABLE "members" ADD COLUMN "roster_guardian_first_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "roster_guardian_last_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "roster_guardian_dob" date;