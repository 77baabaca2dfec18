-- Issue #42's sale bench: stock is taken from a product on every order (docs/adr/0109-stock-updates-heap-only.md).
-- With quantity indexed, each decrement was a non-HOT update: a new row version in every index of products,
-- the three GIN indexes of search among them (about a millisecond of PostgreSQL's time per product bought,
-- while the product's row lock is held). Only the console's stock filter read that index, and a scan of the
-- catalogue serves it. With no index on quantity and room left on each page, a stock update is a heap-only
-- tuple: no index is touched.
DROP INDEX "products_quantity_idx";--> statement-breakpoint
ALTER TABLE "products" SET (fillfactor = 90);
