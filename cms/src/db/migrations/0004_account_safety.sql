ALTER TABLE "users" ADD COLUMN "pending_email" text;
