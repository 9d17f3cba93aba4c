CREATE TABLE "customer_group_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_group_prices" (
	"group_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"min_qty" integer DEFAULT 1 NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "customer_group_prices_group_id_product_id_min_qty_pk" PRIMARY KEY("group_id","product_id","min_qty"),
	CONSTRAINT "customer_group_prices_positive" CHECK ("customer_group_prices"."price_minor" >= 0 and "customer_group_prices"."min_qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"category_bp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"brand_bp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cod_above_limits" boolean DEFAULT false NOT NULL,
	"monthly_statement" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_groups_discount_range" CHECK ("customer_groups"."discount_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_prices" ADD CONSTRAINT "customer_group_prices_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_prices" ADD CONSTRAINT "customer_group_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_group_members_group_idx" ON "customer_group_members" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "customer_group_prices_product_idx" ON "customer_group_prices" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_name_lower_idx" ON "customer_groups" USING btree (lower("name"));