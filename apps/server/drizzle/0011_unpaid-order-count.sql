ALTER TABLE "user" ADD COLUMN "unpaid_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_unpaid_orders_not_negative" CHECK ("user"."unpaid_orders" >= 0);--> statement-breakpoint
-- Every account's count of orders that hold stock unpaid: live (placed or confirmed), not paid, not free.
UPDATE "user" SET "unpaid_orders" = counted.n
FROM (
	SELECT "user_id", count(*)::int AS n FROM "orders"
	WHERE "status" IN ('placed', 'confirmed') AND NOT "paid" AND "total_cents" > 0 AND "user_id" IS NOT NULL
	GROUP BY "user_id"
) AS counted
WHERE "user"."id" = counted."user_id";--> statement-breakpoint
-- Kept by the database on every write of an order, whichever path pays, moves, cancels or expires it.
CREATE OR REPLACE FUNCTION "orders_count_unpaid"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was_unpaid boolean := false;
	is_unpaid boolean := false;
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		was_unpaid := OLD."user_id" IS NOT NULL AND OLD."status" IN ('placed', 'confirmed')
			AND NOT OLD."paid" AND OLD."total_cents" > 0;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		is_unpaid := NEW."user_id" IS NOT NULL AND NEW."status" IN ('placed', 'confirmed')
			AND NOT NEW."paid" AND NEW."total_cents" > 0;
	END IF;
	IF was_unpaid AND is_unpaid THEN
		IF OLD."user_id" = NEW."user_id" THEN
			RETURN NULL;
		END IF;
	END IF;
	IF was_unpaid THEN
		UPDATE "user" SET "unpaid_orders" = "unpaid_orders" - 1 WHERE "id" = OLD."user_id";
	END IF;
	IF is_unpaid THEN
		UPDATE "user" SET "unpaid_orders" = "unpaid_orders" + 1 WHERE "id" = NEW."user_id";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_count_unpaid" AFTER INSERT OR DELETE OR UPDATE OF "status", "paid", "total_cents", "user_id"
	ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_count_unpaid"();
