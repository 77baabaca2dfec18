-- Search at catalogue scale (ADR 0024). GIN indexes normally collect new entries in a pending list that only
-- VACUUM merges into the index; PGlite has no autovacuum, so the list grew to several MB and every search
-- read it from end to end, and the planner, costing that, preferred a sequential scan. Without the pending
-- list an insert or rename updates the index at once (catalogue writes are rare; searches are not).
ALTER INDEX "products_search_vector_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_search_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
-- Turning fastupdate off does not flush the entries already pending (PostgreSQL manual, GIN "Fast Update").
SELECT gin_clean_pending_list('products_search_vector_idx'), gin_clean_pending_list('products_name_trgm_idx'),
	gin_clean_pending_list('products_search_name_trgm_idx');--> statement-breakpoint
-- Only archived products are ever looked up by archived_at (the console's Archived list). PGlite never
-- gathers statistics, so the planner took "archived_at IS NULL" (every shown product) for a rare value and
-- read the whole catalogue through this index instead of using the search indexes.
DROP INDEX "products_archived_idx";--> statement-breakpoint
CREATE INDEX "products_archived_idx" ON "products" USING btree ("archived_at") WHERE "archived_at" IS NOT NULL;
