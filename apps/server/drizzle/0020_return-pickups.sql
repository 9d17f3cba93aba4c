ALTER TABLE "returns" ADD COLUMN "refund_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "pickup_courier" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "pickup_id" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "pickup_status" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "pickup_error" text;