CREATE TABLE "notice_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"user_id" uuid,
	"product_id" uuid,
	"part_request_id" uuid,
	"token" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_queue_kind_known" CHECK ("notice_queue"."kind" in ('back_in_stock', 'part_quote', 'part_cannot_source')),
	CONSTRAINT "notice_queue_channel_known" CHECK ("notice_queue"."channel" in ('mail', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "notice_queue" ADD CONSTRAINT "notice_queue_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_queue" ADD CONSTRAINT "notice_queue_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_queue" ADD CONSTRAINT "notice_queue_part_request_id_part_requests_id_fk" FOREIGN KEY ("part_request_id") REFERENCES "public"."part_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_queue_due_at_idx" ON "notice_queue" USING btree ("due_at");--> statement-breakpoint
-- Issue 36: a product's stock rising from 0 queues one notice to each customer who waits for it
-- (a mail, and an SMS to a verified phone) and ends their waits, in the transaction that raised
-- it, whichever code did: an admin's edit, a cancelled order's stock put back, a return, an import.
CREATE OR REPLACE FUNCTION "products_back_in_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.available_qty <= 0 AND NEW.available_qty > 0 THEN
		WITH waiting AS (
			DELETE FROM back_in_stock WHERE product_id = NEW.id RETURNING user_id
		)
		INSERT INTO notice_queue (kind, channel, user_id, product_id)
		SELECT 'back_in_stock', channel.name, waiting.user_id, NEW.id
		FROM waiting JOIN "user" ON "user".id = waiting.user_id
		CROSS JOIN (VALUES ('mail'), ('sms')) AS channel (name)
		WHERE channel.name = 'mail' OR ("user".phone_number_verified AND "user".phone_number IS NOT NULL);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_back_in_stock" AFTER UPDATE OF "available_qty" ON "products"
	FOR EACH ROW WHEN (OLD.available_qty <= 0 AND NEW.available_qty > 0)
	EXECUTE FUNCTION "products_back_in_stock"();
