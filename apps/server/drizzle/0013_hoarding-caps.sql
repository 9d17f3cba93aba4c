ALTER TABLE "user" ADD COLUMN "open_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_open_units_not_negative" CHECK ("user"."open_units" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_units_not_negative" CHECK ("orders"."units" >= 0);--> statement-breakpoint
-- Every order's count of parts, all its lines together.
UPDATE "orders" SET "units" = counted.n
FROM (SELECT "order_id", sum("quantity")::int AS n FROM "order_lines" GROUP BY "order_id") AS counted
WHERE "orders"."id" = counted."order_id";--> statement-breakpoint
-- Every account's parts in open orders: placed or confirmed (not yet shipped, not cancelled).
UPDATE "user" SET "open_units" = counted.n
FROM (
	SELECT "user_id", sum("units")::int AS n FROM "orders"
	WHERE "status" IN ('placed', 'confirmed') AND "user_id" IS NOT NULL
	GROUP BY "user_id"
) AS counted
WHERE "user"."id" = counted."user_id";--> statement-breakpoint
-- One trigger keeps both of an account's counts (unpaid orders, parts in open orders) with one
-- update of its row, on every write of an order, whichever path places, pays, moves, cancels or
-- expires it. It replaces the trigger of migration 0011, which kept the first count alone.
DROP TRIGGER "orders_count_unpaid" ON "orders";--> statement-breakpoint
DROP FUNCTION "orders_count_unpaid"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_count_held"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was_unpaid integer := 0;
	is_unpaid integer := 0;
	was_units integer := 0;
	is_units integer := 0;
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."user_id" IS NOT NULL AND OLD."status" IN ('placed', 'confirmed') THEN
		was_units := OLD."units";
		IF NOT OLD."paid" AND OLD."total_cents" > 0 THEN
			was_unpaid := 1;
		END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."user_id" IS NOT NULL AND NEW."status" IN ('placed', 'confirmed') THEN
		is_units := NEW."units";
		IF NOT NEW."paid" AND NEW."total_cents" > 0 THEN
			is_unpaid := 1;
		END IF;
	END IF;
	IF TG_OP = 'UPDATE' AND OLD."user_id" IS NOT DISTINCT FROM NEW."user_id" THEN
		IF was_unpaid <> is_unpaid OR was_units <> is_units THEN
			UPDATE "user" SET "unpaid_orders" = "unpaid_orders" + is_unpaid - was_unpaid,
				"open_units" = "open_units" + is_units - was_units
			WHERE "id" = NEW."user_id";
		END IF;
		RETURN NULL;
	END IF;
	IF was_unpaid > 0 OR was_units > 0 THEN
		UPDATE "user" SET "unpaid_orders" = "unpaid_orders" - was_unpaid, "open_units" = "open_units" - was_units
		WHERE "id" = OLD."user_id";
	END IF;
	IF is_unpaid > 0 OR is_units > 0 THEN
		UPDATE "user" SET "unpaid_orders" = "unpaid_orders" + is_unpaid, "open_units" = "open_units" + is_units
		WHERE "id" = NEW."user_id";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_count_held" AFTER INSERT OR DELETE OR UPDATE OF "status", "paid", "total_cents", "user_id", "units"
	ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_count_held"();--> statement-breakpoint
-- A customer who verifies their address vouches for the cash orders they placed before: those stay.
CREATE OR REPLACE FUNCTION "user_verified_keeps_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."email_verified" AND NOT OLD."email_verified" THEN
		UPDATE "orders" SET "awaiting_verification" = false
		WHERE "user_id" = NEW."id" AND "awaiting_verification";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_verified_keeps_orders" AFTER UPDATE OF "email_verified"
	ON "user" FOR EACH ROW EXECUTE FUNCTION "user_verified_keeps_orders"();
