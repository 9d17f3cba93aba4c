ALTER TABLE "orders" ADD COLUMN "advance_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_delivery_phone_status_idx" ON "orders" USING btree ("delivery_phone","status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_advance_within_total" CHECK ("orders"."advance_minor" >= 0 and "orders"."advance_minor" <= "orders"."total_cents");