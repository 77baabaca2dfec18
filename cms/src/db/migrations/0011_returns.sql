-- Returns asked for by customers (or guests through their signed link) and handled in the console's queue
-- (docs/adr/0086-return-refunds-through-the-ledger.md).
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"client_address" text,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_check" CHECK ("status" IN ('requested', 'approved', 'refused', 'received', 'refunded')),
	CONSTRAINT "returns_refund_positive" CHECK ("refund_cents" >= 0)
);--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_created_idx" ON "returns" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "returns_created_idx" ON "returns" ("created_at", "id");--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "returns"("id") ON DELETE CASCADE,
	"order_item_id" integer NOT NULL REFERENCES "order_items"("id") ON DELETE CASCADE,
	"qty" integer NOT NULL,
	CONSTRAINT "return_items_qty_positive" CHECK ("qty" > 0),
	CONSTRAINT "return_items_line_once" UNIQUE ("return_id", "order_item_id")
);--> statement-breakpoint
CREATE INDEX "return_items_order_item_idx" ON "return_items" ("order_item_id");--> statement-breakpoint
-- A return's refund goes through the order's refund ledger; at most one live (not failed) refund per return.
ALTER TABLE "refunds" ADD COLUMN "return_id" integer REFERENCES "returns"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_per_return" ON "refunds" ("return_id") WHERE "return_id" IS NOT NULL AND "status" <> 'failed';
