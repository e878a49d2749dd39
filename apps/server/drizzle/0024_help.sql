CREATE TABLE "faq_categories" (
	"client_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL,
	CONSTRAINT "faq_categories_client_id_category_id_pk" PRIMARY KEY("client_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"client_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"popular" boolean NOT NULL,
	"texts" jsonb NOT NULL,
	CONSTRAINT "faq_items_client_id_item_id_pk" PRIMARY KEY("client_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "non_discrimination_notice" jsonb;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_items" ADD CONSTRAINT "faq_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_items" ADD CONSTRAINT "faq_items_client_id_category_id_faq_categories_client_id_category_id_fk" FOREIGN KEY ("client_id","category_id") REFERENCES "public"."faq_categories"("client_id","category_id") ON DELETE cascade ON UPDATE no action;