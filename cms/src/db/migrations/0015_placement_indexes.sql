-- Issue #42's sale bench: a placement counts its client address's unpaid orders and finds the shopper's
-- orders still holding stock (services/checkout/replace.ts). Both read through indexes of every order, paid
-- ones too, so each placement read all of a regular's orders, and more each day. These index only the unpaid
-- and the holding orders; their conditions are written out in the statements, so the plan PostgreSQL keeps
-- for them can use these (docs/adr/0100-checkout-statements-prepared.md).
DROP INDEX "orders_client_address_idx";--> statement-breakpoint
CREATE INDEX "orders_unpaid_address_idx" ON "orders" USING btree ("client_address","created_at") WHERE "paid_at" IS NULL;--> statement-breakpoint
CREATE INDEX "orders_holding_email_idx" ON "orders" USING btree (lower("email")) WHERE "status" = 'pending' AND "stock_released_at" IS NULL;
