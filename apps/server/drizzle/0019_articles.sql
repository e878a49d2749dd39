CREATE TABLE "article_texts" (
	"article_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" jsonb NOT NULL,
	"search_configuration" "regconfig" NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_configuration, title), 'A') || setweight(to_tsvector(search_configuration, summary), 'B') || setweight(jsonb_to_tsvector(search_configuration, body, '["string"]'), 'C')) STORED NOT NULL,
	CONSTRAINT "article_texts_article_id_language_pk" PRIMARY KEY("article_id","language"),
	CONSTRAINT "article_texts_language" CHECK ("article_texts"."language" in ('EN', 'ES', 'AR', 'FA', 'KM', 'KO', 'RU', 'TL', 'VI', 'HY', 'ZH'))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"content_id" text NOT NULL,
	"category" text NOT NULL,
	"type_label" text NOT NULL,
	"reading_minutes" integer NOT NULL,
	"reviewed_on" date NOT NULL,
	"sources" jsonb NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "articles_content_id" UNIQUE("client_id","content_id"),
	CONSTRAINT "articles_category" CHECK ("articles"."category" in ('HEALTHY_EATING', 'PHYSICAL_ACTIVITY', 'SLEEP', 'HEART_HEALTH', 'PREVENTIVE_CARE', 'EMOTIONAL_WELLBEING'))
);
--> statement-breakpoint
ALTER TABLE "article_texts" ADD CONSTRAINT "article_texts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_texts_search" ON "article_texts" USING gin ("search_vector");