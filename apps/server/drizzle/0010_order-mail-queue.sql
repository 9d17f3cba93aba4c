CREATE TABLE "order_mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_mail_queue_kind_known" CHECK ("order_mail_queue"."kind" in ('confirmation', 'notice'))
);
--> statement-breakpoint
ALTER TABLE "order_mail_queue" ADD CONSTRAINT "order_mail_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_mail_queue_due_at_idx" ON "order_mail_queue" USING btree ("due_at");