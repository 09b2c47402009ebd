DROP INDEX "orders_completed_at_idx";--> statement-breakpoint
CREATE INDEX "orders_completed_at_idx" ON "orders" USING btree ("completed_at","id");