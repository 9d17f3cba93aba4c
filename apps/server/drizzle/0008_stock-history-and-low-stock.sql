CREATE TABLE "stock_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"by" text NOT NULL,
	"reason" text NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_changes_reason_known" CHECK ("stock_changes"."reason" in ('order', 'cancel', 'checkout', 'restock', 'damage', 'correction', 'edit'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_changes_product_id_at_idx" ON "stock_changes" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "stock_changes_order_id_idx" ON "stock_changes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_not_negative" CHECK ("products"."low_stock_threshold" >= 0);