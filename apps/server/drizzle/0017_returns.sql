CREATE SEQUENCE "public"."return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"status" text NOT NULL,
	"by" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_events_status_known" CHECK ("return_events"."status" in ('requested', 'approved', 'received', 'refunded', 'rejected', 'refund_confirmed'))
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"image" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" >= 1),
	CONSTRAINT "return_lines_price_not_negative" CHECK ("return_lines"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_number" integer DEFAULT nextval('return_number_seq') NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejection_reason" text,
	"damaged" boolean,
	"shop_at_fault" boolean DEFAULT false NOT NULL,
	"refund_minor" integer,
	"refund_fee_minor" integer,
	"refund_method" text,
	"refund_reference" text,
	"refund_status" text,
	"refund_answer" jsonb,
	"refunded_at" timestamp with time zone,
	"customer_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_return_number_unique" UNIQUE("return_number"),
	CONSTRAINT "returns_status_known" CHECK ("returns"."status" in ('requested', 'approved', 'received', 'refunded', 'rejected')),
	CONSTRAINT "returns_reason_known" CHECK ("returns"."reason" in ('wrong_fit', 'damaged', 'not_as_described', 'changed_mind', 'warranty')),
	CONSTRAINT "returns_refund_not_negative" CHECK ("returns"."refund_minor" is null or ("returns"."refund_minor" >= 0 and "returns"."refund_fee_minor" >= 0 and "returns"."refund_fee_minor" <= "returns"."refund_minor"))
);
--> statement-breakpoint
ALTER TABLE "stock_changes" DROP CONSTRAINT "stock_changes_reason_known";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD COLUMN "written_off" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_return_id_at_idx" ON "return_events" USING btree ("return_id","at");--> statement-breakpoint
CREATE INDEX "return_lines_return_id_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "returns_order_id_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_user_id_created_at_idx" ON "returns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_status_created_at_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_one_open_per_order_idx" ON "returns" USING btree ("order_id") WHERE "returns"."status" in ('requested', 'approved', 'received');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_range" CHECK ("products"."warranty_months" between 0 and 120);--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_reason_known" CHECK ("stock_changes"."reason" in ('order', 'cancel', 'checkout', 'restock', 'damage', 'correction', 'edit', 'return', 'write-off'));--> statement-breakpoint
ALTER SEQUENCE "public"."return_number_seq" OWNED BY "returns"."return_number";
