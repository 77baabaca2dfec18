-- Promotions the owner runs (issue 40, docs/adr/0081-promotion-uses-under-a-row-lock.md).
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_cap" integer,
	"per_customer_cap" integer,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buy_qty" integer DEFAULT 1 NOT NULL,
	"get_qty" integer DEFAULT 1 NOT NULL,
	"stacks" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 10 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("kind" in ('percent', 'amount', 'free_shipping', 'buy_x_get_y')),
	CONSTRAINT "promotions_value_check" CHECK ("value" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" ("code");--> statement-breakpoint
-- One row per order that holds (unpaid) or used (paid) a promotion; counted under the promotion's row lock.
CREATE TABLE "promotion_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL REFERENCES "promotions"("id") ON DELETE CASCADE,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_uses_order_idx" ON "promotion_uses" ("promotion_id", "order_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_email_idx" ON "promotion_uses" ("promotion_id", "email");--> statement-breakpoint
-- Codes the owner issued to one customer (their Vouchers page).
CREATE TABLE "promotion_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL REFERENCES "promotions"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_grants_user_idx" ON "promotion_grants" ("user_id", "promotion_id");--> statement-breakpoint
-- The shop's promotion settings: one row. Defaults are the spec's ($20 flat, free from $49).
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shipping_cents" integer DEFAULT 2000 NOT NULL,
	"free_shipping_threshold_cents" integer DEFAULT 4900 NOT NULL,
	"refund_returns_use" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("id" = 1)
);--> statement-breakpoint
INSERT INTO "shop_settings" ("id") VALUES (1);--> statement-breakpoint
-- The spec's first-order 10% becomes an automatic offer the owner can change.
INSERT INTO "promotions" ("label", "kind", "value", "priority", "first_order_only")
	VALUES ('First order discount (10%)', 'percent', 10, 0, true);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;
