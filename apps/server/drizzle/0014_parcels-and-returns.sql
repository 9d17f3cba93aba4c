ALTER TABLE "order_events" DROP CONSTRAINT "order_events_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "stock_changes" DROP CONSTRAINT "stock_changes_reason_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consignment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_fee_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected_minor" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_courier_consignment_idx" ON "orders" USING btree ("courier","consignment_id") WHERE "orders"."consignment_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_parcels_on_the_way_idx" ON "orders" USING btree ("parcel_checked_at") WHERE "orders"."status" = 'shipped' and "orders"."consignment_id" is not null;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_status_known" CHECK ("order_events"."status" in ('placed', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('placed', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_positive" CHECK ("products"."weight_grams" between 1 and 100000);--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_reason_known" CHECK ("stock_changes"."reason" in ('order', 'cancel', 'checkout', 'restock', 'damage', 'correction', 'edit', 'return'));