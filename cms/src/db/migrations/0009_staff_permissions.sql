-- Refunds and cancellations are the owner's, and of staff the owner allows (docs/adr/0054-refund-permission.md).
ALTER TABLE "staff" ADD COLUMN "can_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The audit log names its record (a product's name, an order's number), written with the row.
ALTER TABLE "admin_audit_log" ADD COLUMN "entity_label" text;
