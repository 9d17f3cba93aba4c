ALTER TABLE "payments" ADD COLUMN "charged_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_currency" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_user_id_created_at_idx" ON "reviews" USING btree ("user_id","created_at");