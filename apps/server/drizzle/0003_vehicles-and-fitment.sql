CREATE TABLE "product_fitment" (
	"vehicle_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"note" text,
	CONSTRAINT "product_fitment_pk" PRIMARY KEY("vehicle_id","product_id"),
	CONSTRAINT "product_fitment_quantity_positive" CHECK ("product_fitment"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"generation" text NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer,
	"chassis_code" text,
	"engine_code" text NOT NULL,
	"engine_cc" integer NOT NULL,
	"fuel" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_years_in_order" CHECK ("vehicles"."year_to" is null or "vehicles"."year_to" >= "vehicles"."year_from"),
	CONSTRAINT "vehicles_engine_cc_positive" CHECK ("vehicles"."engine_cc" > 0),
	CONSTRAINT "vehicles_fuel_known" CHECK ("vehicles"."fuel" in ('petrol', 'diesel', 'hybrid')),
	CONSTRAINT "vehicles_body_known" CHECK ("vehicles"."body" in ('sedan', 'hatchback', 'wagon', 'suv', 'minivan', 'van'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fits_all_vehicles" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_fitment" ADD CONSTRAINT "product_fitment_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fitment" ADD CONSTRAINT "product_fitment_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_fitment_product_id_idx" ON "product_fitment" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_identity_idx" ON "vehicles" USING btree ("make","model","generation",coalesce("chassis_code", ''),"engine_code");--> statement-breakpoint
CREATE INDEX "products_universal_created_at_id_idx" ON "products" USING btree ("created_at","id") WHERE "products"."fits_all_vehicles";