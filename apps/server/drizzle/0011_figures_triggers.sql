-- Hand-written (drizzle-kit generate --custom): the per-day figures of decision 011, kept by the
-- database itself. Tables in 0010 (generated from src/db/schema/figures.ts); here, the functions
-- that fill them, the statement triggers on orders, order_items and deliveries that call them,
-- figures_rebuild() (run by hand after bulk fixes: `select figures_rebuild();`) and the back-fill.
-- A change to these goes in a new custom migration (CREATE OR REPLACE FUNCTION), never here.
-- The Ho Chi Minh City day of an instant, with the fixed +7 h of time.ts (docs/decisions/010): the day each figure is filed under.
CREATE FUNCTION "hcm_day"("instant" timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (("instant" AT TIME ZONE 'UTC') + interval '7 hours')::date
$$;--> statement-breakpoint
-- What a set of orders adds to the figures (sign 1) or takes back (sign -1). PL/pgSQL rather than SQL functions: their statements' plans are kept for the session instead of planned at every call. A changed order comes in twice, as it was (removed) and as it is (added), so only the difference lands. Each table gets its rows in key order, so two transactions never wait on each other's rows in opposite orders.
CREATE FUNCTION "figures_count_orders"("added" "orders"[], "removed" "orders"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT 1 AS sign, a.* FROM unnest(added) AS a
    UNION ALL
    SELECT -1, r.* FROM unnest(removed) AS r
  ), contribution AS (
    SELECT hcm_day(created_at) AS day, dormitory, building, status, sign AS created, 0 AS completed, 0 AS cancelled, 0::bigint AS revenue, 0::bigint AS paid
    FROM changed
    UNION ALL
    SELECT hcm_day(completed_at), dormitory, building, status, 0, sign, 0,
      sign * coalesce(final_total, estimated_total)::bigint,
      CASE WHEN payment_status = 'PAID' THEN sign * coalesce(final_total, estimated_total)::bigint ELSE 0 END
    FROM changed WHERE completed_at IS NOT NULL
    UNION ALL
    SELECT hcm_day(cancelled_at), dormitory, building, status, 0, 0, sign, 0, 0
    FROM changed WHERE cancelled_at IS NOT NULL
  ), per_day AS (
    INSERT INTO figures_orders_daily AS f (day, dormitory, building, status, created, completed, cancelled, revenue, paid)
    SELECT day, dormitory, building, status, sum(created), sum(completed), sum(cancelled), sum(revenue), sum(paid)
    FROM contribution
    GROUP BY day, dormitory, building, status
    HAVING sum(created) <> 0 OR sum(completed) <> 0 OR sum(cancelled) <> 0 OR sum(revenue) <> 0 OR sum(paid) <> 0
    ORDER BY day, dormitory, building, status
    ON CONFLICT (day, dormitory, building, status) DO UPDATE SET
      created = f.created + excluded.created, completed = f.completed + excluded.completed, cancelled = f.cancelled + excluded.cancelled,
      revenue = f.revenue + excluded.revenue, paid = f.paid + excluded.paid
  ), pickups AS (
    INSERT INTO figures_pickups_daily AS f (day, dormitory, building, slot, orders)
    SELECT pickup_date, dormitory, building, pickup_slot, sum(sign)
    FROM changed WHERE status <> 'CANCELLED'
    GROUP BY pickup_date, dormitory, building, pickup_slot
    HAVING sum(sign) <> 0
    ORDER BY pickup_date, dormitory, building, pickup_slot
    ON CONFLICT (day, dormitory, building, slot) DO UPDATE SET orders = f.orders + excluded.orders
  ), per_service AS (
    -- A completed order's lines count on its completion day; lines changed later are counted by the order_items trigger.
    INSERT INTO figures_services_daily AS f (day, service_id, orders, quantity, revenue)
    SELECT hcm_day(c.completed_at), i.service_id, sum(c.sign),
      sum(c.sign * coalesce(i.final_quantity, i.quantity)), sum(c.sign * coalesce(i.final_amount, i.amount)::bigint)
    FROM changed c JOIN order_items i ON i.order_id = c.id
    WHERE c.completed_at IS NOT NULL
    GROUP BY 1, 2
    HAVING sum(c.sign) <> 0 OR sum(c.sign * coalesce(i.final_quantity, i.quantity)) <> 0 OR sum(c.sign * coalesce(i.final_amount, i.amount)) <> 0
    ORDER BY 1, 2
    ON CONFLICT (day, service_id) DO UPDATE SET
      orders = f.orders + excluded.orders, quantity = f.quantity + excluded.quantity, revenue = f.revenue + excluded.revenue
  ), moved AS (
    -- The (student, address) pairs whose days may have changed: an order placed, removed, or moved to another address or day. A status change adds and takes back the same row, and touches none.
    SELECT student_id, dormitory, building
    FROM changed
    GROUP BY id, student_id, dormitory, building, hcm_day(created_at)
    HAVING sum(sign) <> 0
  )
  -- The WITH's inserts above run to completion, read or not; this one is the statement's own.
  INSERT INTO figures_student_days AS f (student_id, dormitory, building, days)
  SELECT m.student_id, m.dormitory, m.building,
    coalesce((
      SELECT range_agg(daterange(hcm_day(o.created_at), hcm_day(o.created_at), '[]'))
      FROM orders o WHERE o.student_id = m.student_id AND o.dormitory = m.dormitory AND o.building = m.building
    ), '{}')
  FROM (SELECT DISTINCT student_id, dormitory, building FROM moved) m
  ORDER BY 1, 2, 3
  ON CONFLICT (student_id, dormitory, building) DO UPDATE SET days = excluded.days;
END
$$;--> statement-breakpoint
-- Lines added to, changed on or taken from orders already completed (the orders trigger counts the lines of an order as it completes).
CREATE FUNCTION "figures_count_order_items"("added" "order_items"[], "removed" "order_items"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT 1 AS sign, a.* FROM unnest(added) AS a
    UNION ALL
    SELECT -1, r.* FROM unnest(removed) AS r
  )
  INSERT INTO figures_services_daily AS f (day, service_id, orders, quantity, revenue)
  SELECT hcm_day(o.completed_at), c.service_id, sum(c.sign),
    sum(c.sign * coalesce(c.final_quantity, c.quantity)), sum(c.sign * coalesce(c.final_amount, c.amount)::bigint)
  FROM changed c JOIN orders o ON o.id = c.order_id
  WHERE o.completed_at IS NOT NULL
  GROUP BY 1, 2
  HAVING sum(c.sign) <> 0 OR sum(c.sign * coalesce(c.final_quantity, c.quantity)) <> 0 OR sum(c.sign * coalesce(c.final_amount, c.amount)) <> 0
  ORDER BY 1, 2
  ON CONFLICT (day, service_id) DO UPDATE SET
    orders = f.orders + excluded.orders, quantity = f.quantity + excluded.quantity, revenue = f.revenue + excluded.revenue;
END
$$;--> statement-breakpoint
-- Tasks finished (done or failed), on the day they finished. A drop-off done carries its order's pickup-to-completion time, read as it finishes (the order completes first, in the same transaction).
CREATE FUNCTION "figures_count_deliveries"("added" "deliveries"[], "removed" "deliveries"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT 1 AS sign, a.* FROM unnest(added) AS a
    UNION ALL
    SELECT -1, r.* FROM unnest(removed) AS r
  ), finished AS (
    SELECT hcm_day(c.finished_at) AS day, c.staff_id, c.sign,
      c.status = 'DONE' AND c.type = 'PICKUP' AS pickup_done,
      c.status = 'DONE' AND c.type = 'DROPOFF' AS dropoff_done,
      c.status = 'FAILED' AS failed,
      CASE WHEN c.status = 'DONE' AND c.type = 'DROPOFF' THEN extract(epoch FROM o.completed_at - o.picked_up_at) END AS seconds
    FROM changed c LEFT JOIN orders o ON o.id = c.order_id AND c.type = 'DROPOFF'
    WHERE c.status IN ('DONE', 'FAILED') AND c.finished_at IS NOT NULL
  )
  INSERT INTO figures_staff_daily AS f (day, staff_id, pickups_done, dropoffs_done, failed, dropoff_seconds, timed_dropoffs)
  SELECT day, staff_id,
    coalesce(sum(sign) FILTER (WHERE pickup_done), 0), coalesce(sum(sign) FILTER (WHERE dropoff_done), 0),
    coalesce(sum(sign) FILTER (WHERE failed), 0), coalesce(sum(sign * seconds), 0), coalesce(sum(sign) FILTER (WHERE seconds IS NOT NULL), 0)
  FROM finished
  GROUP BY day, staff_id
  HAVING coalesce(sum(sign) FILTER (WHERE pickup_done OR dropoff_done OR failed), 0) <> 0 OR coalesce(sum(sign * seconds), 0) <> 0
  ORDER BY day, staff_id
  ON CONFLICT (day, staff_id) DO UPDATE SET
    pickups_done = f.pickups_done + excluded.pickups_done, dropoffs_done = f.dropoffs_done + excluded.dropoffs_done,
    failed = f.failed + excluded.failed, dropoff_seconds = f.dropoff_seconds + excluded.dropoff_seconds,
    timed_dropoffs = f.timed_dropoffs + excluded.timed_dropoffs;
END
$$;--> statement-breakpoint
-- One trigger function per table, for its INSERT, UPDATE and DELETE statements (a transition table exists only for the events that have it). Three static copies rather than one generic function with EXECUTE: EXECUTE plans its query at every call, which cost about 5 ms more per order's life (bench/src/write-cost.ts).
CREATE FUNCTION "figures_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM figures_count_orders(ARRAY(SELECT n::orders FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM figures_count_orders(ARRAY(SELECT n::orders FROM new_rows n), ARRAY(SELECT o::orders FROM old_rows o));
  ELSE
    PERFORM figures_count_orders('{}', ARRAY(SELECT o::orders FROM old_rows o));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "figures_order_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM figures_count_order_items(ARRAY(SELECT n::order_items FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM figures_count_order_items(ARRAY(SELECT n::order_items FROM new_rows n), ARRAY(SELECT o::order_items FROM old_rows o));
  ELSE
    PERFORM figures_count_order_items('{}', ARRAY(SELECT o::order_items FROM old_rows o));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "figures_deliveries_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM figures_count_deliveries(ARRAY(SELECT n::deliveries FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM figures_count_deliveries(ARRAY(SELECT n::deliveries FROM new_rows n), ARRAY(SELECT o::deliveries FROM old_rows o));
  ELSE
    PERFORM figures_count_deliveries('{}', ARRAY(SELECT o::deliveries FROM old_rows o));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An order's lines go by cascade after the order, when their completion day can no longer be read: take them back while the order is still there.
CREATE FUNCTION "figures_order_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM figures_count_order_items('{}', ARRAY(SELECT i FROM order_items i WHERE i.order_id = OLD.id));
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_figures_deleting" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION figures_order_deleting();--> statement-breakpoint
CREATE TRIGGER "orders_figures_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_orders_changed();--> statement-breakpoint
CREATE TRIGGER "orders_figures_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_orders_changed();--> statement-breakpoint
CREATE TRIGGER "orders_figures_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_orders_changed();--> statement-breakpoint
CREATE TRIGGER "order_items_figures_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_order_items_changed();--> statement-breakpoint
CREATE TRIGGER "order_items_figures_update" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_order_items_changed();--> statement-breakpoint
CREATE TRIGGER "order_items_figures_delete" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_order_items_changed();--> statement-breakpoint
CREATE TRIGGER "deliveries_figures_insert" AFTER INSERT ON "deliveries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_deliveries_changed();--> statement-breakpoint
CREATE TRIGGER "deliveries_figures_update" AFTER UPDATE ON "deliveries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_deliveries_changed();--> statement-breakpoint
CREATE TRIGGER "deliveries_figures_delete" AFTER DELETE ON "deliveries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_deliveries_changed();--> statement-breakpoint
-- Recomputes every figure from the orders, their lines and the tasks (the migration's back-fill; a check that the kept figures are right). The orders bring their lines with them.
CREATE FUNCTION "figures_rebuild"() RETURNS void LANGUAGE sql AS $$
  -- TRUNCATE leaves no dead rows behind (PGlite is one standalone backend: no autovacuum clears them).
  TRUNCATE figures_orders_daily, figures_pickups_daily, figures_services_daily, figures_staff_daily, figures_student_days;
  SELECT figures_count_orders(ARRAY(SELECT o FROM orders o), '{}');
  SELECT figures_count_deliveries(ARRAY(SELECT d FROM deliveries d), '{}');
$$;--> statement-breakpoint
-- Nothing groups the orders themselves by day any more (the figures tables do): the statistics 0007 kept for those expressions only cost ANALYZE time now.
DROP STATISTICS IF EXISTS "orders_created_day_stats", "orders_completed_day_stats", "orders_cancelled_day_stats";--> statement-breakpoint
SELECT figures_rebuild();--> statement-breakpoint
ANALYZE "figures_orders_daily";--> statement-breakpoint
ANALYZE "figures_pickups_daily";--> statement-breakpoint
ANALYZE "figures_services_daily";--> statement-breakpoint
ANALYZE "figures_staff_daily";--> statement-breakpoint
ANALYZE "figures_student_days";
