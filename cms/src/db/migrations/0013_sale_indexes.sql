-- The test card's confirm finds its payment by client secret: without an index every confirm read the whole
-- payments table, one row per checkout ever started (issue #42's profile, docs/adr/0096-client-secret-index.md).
-- Unique, as a client secret names one payment (the pid is part of it).
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_secret_unique" UNIQUE("client_secret");
