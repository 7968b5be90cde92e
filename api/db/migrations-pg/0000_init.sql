CREATE TABLE "admin_users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"user_id" text,
	"label" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'editor' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email"),
	CONSTRAINT "admin_users_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"image_url" text,
	"publish_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"author" text,
	"title_es" text,
	"excerpt_es" text,
	"content_es" text,
	"content_html_es" text,
	"origin" text DEFAULT 'admin' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"priority" text NOT NULL,
	"message" text NOT NULL,
	"wants_copy" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp (3) with time zone,
	"handled_by" text
);
--> statement-breakpoint
CREATE TABLE "directory_entries" (
	"collection" text NOT NULL,
	"id" text NOT NULL,
	"data" text NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "directory_entries_collection_id_pk" PRIMARY KEY("collection","id")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"donor_name" text,
	"donor_email" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"frequency" text,
	"stripe_payment_intent_id" text,
	"stripe_subscription_id" text,
	"stripe_invoice_id" text,
	"idempotency_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"receipt_queued_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "donations_stripe_invoice_id_unique" UNIQUE("stripe_invoice_id"),
	CONSTRAINT "donations_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ended_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"given_name" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "idp_store" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp (3) with time zone,
	CONSTRAINT "idp_store_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"resource_id" text NOT NULL,
	"problem" text NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "listing_suggestions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"about" text NOT NULL,
	"category" text,
	"phone" text,
	"website" text,
	"area" text NOT NULL,
	"contact" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"decided_by" text,
	"decline_reason" text,
	"resource_id" text
);
--> statement-breakpoint
CREATE TABLE "news_feeds" (
	"url" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"last_attempt_at" timestamp (3) with time zone,
	"last_success_at" timestamp (3) with time zone,
	"last_error" text,
	"item_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"source" text NOT NULL,
	"topics" jsonb NOT NULL,
	"category" text NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	"feed_url" text NOT NULL,
	"fetched_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "news_items_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"subscribed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"unsubscribe_token" text,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp (3) with time zone,
	"language" text DEFAULT 'en' NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"size" text,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"email" text,
	"name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_payment_intent_id" text,
	"idempotency_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "outbound_mail" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"organization" text,
	"description" text NOT NULL,
	"description_es" text,
	"category" text NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_number" text,
	"url" text,
	"email" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision,
	"service_area" text DEFAULT 'national' NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours" text,
	"is_open_24_hours" boolean DEFAULT false NOT NULL,
	"eligibility" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_emergency" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT true NOT NULL,
	"is_confidential" boolean DEFAULT false NOT NULL,
	"schedule" jsonb,
	"approximate_place" boolean,
	"service_areas" jsonb,
	"counties" jsonb,
	"fees" text,
	"application_process" text,
	"taxonomy_terms" jsonb,
	"source_name" text,
	"public_data_set" boolean,
	"source_url" text NOT NULL,
	"verified_at" text NOT NULL,
	"source_date" text,
	"phone_confirmed_on" text,
	"suggested_by_reader" boolean,
	"origin" text DEFAULT 'seed' NOT NULL,
	"source_key" text,
	"external_id" text,
	"version" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counts" (
	"day" text NOT NULL,
	"event" text NOT NULL,
	"category" text NOT NULL,
	"state" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "usage_counts_day_event_category_state_pk" PRIMARY KEY("day","event","category","state")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"needs" jsonb NOT NULL,
	"location" text,
	"household" text,
	"languages" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"due_date" timestamp (3) with time zone NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_saved_resources" (
	"user_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_saved_resources_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"issuer" text,
	"subject" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reminders" ADD CONSTRAINT "user_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_saved_resources" ADD CONSTRAINT "user_saved_resources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_version" ON "articles" USING btree ("version");--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "directory_entries_version" ON "directory_entries" USING btree ("collection","version");--> statement-breakpoint
CREATE INDEX "idp_store_grant" ON "idp_store" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_store_uid" ON "idp_store" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "idp_store_expires" ON "idp_store" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "listing_reports_resource" ON "listing_reports" USING btree ("resource_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_suggestions_status" ON "listing_suggestions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "news_items_published" ON "news_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outbound_mail_status" ON "outbound_mail" USING btree ("status");--> statement-breakpoint
CREATE INDEX "resources_version" ON "resources" USING btree ("version");--> statement-breakpoint
CREATE INDEX "resources_category" ON "resources" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_source_record" ON "resources" USING btree ("source_key","external_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_reminders_user" ON "user_reminders" USING btree ("user_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_issuer_subject" ON "users" USING btree ("issuer","subject");