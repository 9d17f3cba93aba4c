CREATE TABLE "promotion_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"discount_minor" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"automatic" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_order_minor" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"brands" uuid[] DEFAULT '{}' NOT NULL,
	"product_ids" uuid[] DEFAULT '{}' NOT NULL,
	"stacks" boolean DEFAULT false NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_known" CHECK ("promotions"."kind" in ('percent', 'amount', 'free_delivery')),
	CONSTRAINT "promotions_code_or_automatic" CHECK (("promotions"."code" is null) = "promotions"."automatic"),
	CONSTRAINT "promotions_value_not_negative" CHECK ("promotions"."value" >= 0 and "promotions"."min_order_minor" >= 0),
	CONSTRAINT "promotions_used_within_max" CHECK ("promotions"."max_uses" is null or "promotions"."used_count" <= "promotions"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_is_subtotal_and_fee";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion_user_idx" ON "promotion_uses" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_order_idx" ON "promotion_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_lower_idx" ON "promotions" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_within_price" CHECK ("order_lines"."discount_minor" >= 0 and "order_lines"."discount_minor" <= "order_lines"."price_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount_minor" >= 0 and "orders"."discount_minor" <= "orders"."subtotal_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_subtotal_and_fee" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_minor" + "orders"."delivery_fee_cents");