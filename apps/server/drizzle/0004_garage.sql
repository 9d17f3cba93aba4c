CREATE TABLE "garage" (
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_pk" PRIMARY KEY("user_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "garage" ADD CONSTRAINT "garage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage" ADD CONSTRAINT "garage_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_one_current_idx" ON "garage" USING btree ("user_id") WHERE "garage"."is_current";