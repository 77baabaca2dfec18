-- The console's orders list totals by status without counting the orders (docs/adr/0053-orders-list-status-counts.md).
-- Each statement that writes orders appends one row per status it changed; nothing updates a row in place,
-- so concurrent checkouts never wait on one another. compactOrderStatusCounts folds the rows now and then.
CREATE TABLE "order_status_counts" (
	"status" text NOT NULL,
	"delta" bigint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "order_status_counts_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO order_status_counts (status, delta) SELECT status, count(*) FROM new_rows GROUP BY status;
	ELSIF TG_OP = 'UPDATE' THEN
		-- Most updates leave the status as it was: their rows cancel out and nothing is written.
		INSERT INTO order_status_counts (status, delta)
			SELECT status, sum(d) FROM (
				SELECT status, -1 AS d FROM old_rows UNION ALL SELECT status, 1 AS d FROM new_rows
			) AS changed GROUP BY status HAVING sum(d) <> 0;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO order_status_counts (status, delta) SELECT status, -count(*) FROM old_rows GROUP BY status;
	ELSE
		DELETE FROM order_status_counts;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_record"();--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_record"();--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_record"();--> statement-breakpoint
CREATE TRIGGER "orders_count_truncate" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_record"();--> statement-breakpoint
-- After the triggers, in the same transaction: CREATE TRIGGER holds off every write to orders until the
-- migration commits, so the orders counted here are exactly those the triggers will not see.
INSERT INTO "order_status_counts" ("status", "delta") SELECT "status", count(*) FROM "orders" GROUP BY "status";
