CREATE INDEX "order_history_by_at_idx" ON "order_history" USING btree ("by_id","at");--> statement-breakpoint
CREATE INDEX "deliveries_finished_at_idx" ON "deliveries" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "deliveries_staff_finished_idx" ON "deliveries" USING btree ("staff_id","finished_at");--> statement-breakpoint
-- The figures group orders by their Ho Chi Minh City day, ((t AT TIME ZONE 'UTC') + 7 h)::date (docs/decisions/010). Without statistics on these expressions the planner expects one day per order, multiplies that guess across the report's joins and, on PostgreSQL, JIT-compiles a 70 ms statement for a second.
CREATE STATISTICS "orders_created_day_stats" ON (((("created_at" AT TIME ZONE 'UTC') + interval '7 hours'))::date) FROM "orders";--> statement-breakpoint
CREATE STATISTICS "orders_completed_day_stats" ON (((("completed_at" AT TIME ZONE 'UTC') + interval '7 hours'))::date) FROM "orders";--> statement-breakpoint
CREATE STATISTICS "orders_cancelled_day_stats" ON (((("cancelled_at" AT TIME ZONE 'UTC') + interval '7 hours'))::date) FROM "orders";--> statement-breakpoint
ANALYZE "orders";
