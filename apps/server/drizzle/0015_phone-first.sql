CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" uuid,
	"client_address" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_purpose_known" CHECK ("phone_codes"."purpose" in ('verify', 'sign-in')),
	CONSTRAINT "phone_codes_attempts_not_negative" CHECK ("phone_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_queue_kind_known" CHECK ("sms_queue"."kind" in ('placed', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "verified_phones" (
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verified_phones_user_id_phone_pk" PRIMARY KEY("user_id","phone")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting_phone_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_queue" ADD CONSTRAINT "sms_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_phones" ADD CONSTRAINT "verified_phones_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_phone_created_at_idx" ON "phone_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_user_id_created_at_idx" ON "phone_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_client_created_at_idx" ON "phone_codes" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "sms_queue_due_at_idx" ON "sms_queue" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "verified_phones_phone_idx" ON "verified_phones" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_phoneNumber_unique" UNIQUE("phone_number");--> statement-breakpoint
-- A customer who verifies a phone with a code vouches for their cash orders to that phone: those stay.
CREATE OR REPLACE FUNCTION "phone_verified_keeps_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "orders" SET "awaiting_phone_verification" = false
	WHERE "user_id" = NEW."user_id" AND "delivery_phone" = NEW."phone" AND "awaiting_phone_verification";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "phone_verified_keeps_orders" AFTER INSERT
	ON "verified_phones" FOR EACH ROW EXECUTE FUNCTION "phone_verified_keeps_orders"();--> statement-breakpoint
-- An account proved by its phone counts as verified, as one proved by its e-mail address does
-- (migration 0013): its cash orders waiting for a verified account stay.
CREATE OR REPLACE FUNCTION "user_verified_keeps_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (NEW."email_verified" AND NOT OLD."email_verified")
		OR (NEW."phone_number_verified" AND NOT OLD."phone_number_verified") THEN
		UPDATE "orders" SET "awaiting_verification" = false
		WHERE "user_id" = NEW."id" AND "awaiting_verification";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "user_verified_keeps_orders" ON "user";--> statement-breakpoint
CREATE TRIGGER "user_verified_keeps_orders" AFTER UPDATE OF "email_verified", "phone_number_verified"
	ON "user" FOR EACH ROW EXECUTE FUNCTION "user_verified_keeps_orders"();
