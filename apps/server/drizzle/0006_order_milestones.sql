ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_completed_at_idx" ON "orders" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "orders_cancelled_at_idx" ON "orders" USING btree ("cancelled_at");--> statement-breakpoint
UPDATE "orders" o SET "picked_up_at" = h."at" FROM (SELECT "order_id", min("at") AS "at" FROM "order_history" WHERE "to_status" = 'PICKED_UP' GROUP BY "order_id") h WHERE o."id" = h."order_id";--> statement-breakpoint
UPDATE "orders" o SET "completed_at" = h."at" FROM (SELECT "order_id", max("at") AS "at" FROM "order_history" WHERE "to_status" = 'COMPLETED' GROUP BY "order_id") h WHERE o."id" = h."order_id";--> statement-breakpoint
UPDATE "orders" o SET "cancelled_at" = h."at" FROM (SELECT "order_id", max("at") AS "at" FROM "order_history" WHERE "to_status" = 'CANCELLED' GROUP BY "order_id") h WHERE o."id" = h."order_id";
