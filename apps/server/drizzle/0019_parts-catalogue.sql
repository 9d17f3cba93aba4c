CREATE SEQUENCE "public"."part_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."product_sku_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "back_in_stock" (
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "back_in_stock_pk" PRIMARY KEY("product_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "part_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"maker" text,
	"number" text NOT NULL,
	"normal" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "part_numbers_kind_known" CHECK ("part_numbers"."kind" in ('oem', 'aftermarket', 'replaces')),
	CONSTRAINT "part_numbers_normal_not_empty" CHECK (length("part_numbers"."normal") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "part_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_number" integer DEFAULT nextval('part_request_number_seq') NOT NULL,
	"user_id" uuid,
	"name" text,
	"phone" text,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"vehicle_id" uuid,
	"vehicle_text" text,
	"chassis_code" text,
	"part_number" text,
	"description" text,
	"photo" text,
	"status" text DEFAULT 'open' NOT NULL,
	"quote_product_id" uuid,
	"quote_price_minor" integer,
	"quote_qty" integer,
	"quote_note" text,
	"quote_token_hash" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_requests_request_number_unique" UNIQUE("request_number"),
	CONSTRAINT "part_requests_status_known" CHECK ("part_requests"."status" in ('open', 'quoted', 'cannot_source', 'closed')),
	CONSTRAINT "part_requests_quote_not_negative" CHECK ("part_requests"."quote_price_minor" is null or "part_requests"."quote_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_changes" DROP CONSTRAINT "stock_changes_reason_known";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text DEFAULT ('CP-P' || nextval('product_sku_seq')) NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "back_in_stock" ADD CONSTRAINT "back_in_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock" ADD CONSTRAINT "back_in_stock_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_numbers" ADD CONSTRAINT "part_numbers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_requests" ADD CONSTRAINT "part_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_requests" ADD CONSTRAINT "part_requests_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_requests" ADD CONSTRAINT "part_requests_quote_product_id_products_id_fk" FOREIGN KEY ("quote_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "back_in_stock_user_id_idx" ON "back_in_stock" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "part_numbers_normal_idx" ON "part_numbers" USING btree ("normal");--> statement-breakpoint
CREATE UNIQUE INDEX "part_numbers_product_kind_normal_idx" ON "part_numbers" USING btree ("product_id","kind","normal");--> statement-breakpoint
CREATE INDEX "part_requests_status_created_at_idx" ON "part_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "part_requests_user_id_idx" ON "part_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_lower_idx" ON "brands" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_sku_normal_idx" ON "products" USING btree (upper(regexp_replace("sku", '[[:space:]./-]+', '', 'g')));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_unique" UNIQUE("sku");--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_reason_known" CHECK ("stock_changes"."reason" in ('order', 'cancel', 'checkout', 'restock', 'damage', 'correction', 'edit', 'return', 'write-off', 'import'));--> statement-breakpoint
ALTER SEQUENCE "public"."part_request_number_seq" OWNED BY "part_requests"."request_number";--> statement-breakpoint
ALTER SEQUENCE "public"."product_sku_seq" OWNED BY "products"."sku";