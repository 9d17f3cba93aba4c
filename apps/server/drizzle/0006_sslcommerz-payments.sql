ALTER TABLE "payments" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "val_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "risk_level" smallint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "risk_title" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_val_id_unique" UNIQUE("val_id");