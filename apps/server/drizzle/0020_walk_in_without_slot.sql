-- A walk-in order handed in at the counter has no pickup date or window (generated part). The
-- figures function of 0011 is replaced by hand so that such an order adds nothing to the pickups
-- per window, whose key needs both; everything else it counts is unchanged.
ALTER TABLE "orders" ALTER COLUMN "pickup_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "pickup_slot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_window_check" CHECK (("orders"."pickup_date" is null) = ("orders"."pickup_slot" is null));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_count_orders"("added" "orders"[], "removed" "orders"[]) RETURNS void LANGUAGE plpgsql AS $$
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
    FROM changed WHERE status <> 'CANCELLED' AND pickup_slot IS NOT NULL
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
$$;
