-- Orders marked PAID before the payments ledger existed (migration 0013) have paid_amount = 0 and
-- no payment row: their receipt said "Đã thanh toán 0 ₫" and their detail showed the whole total
-- as still due. Each gets one payment row for what it cost (the final total once weighed, the
-- estimate before), received when it was marked paid; who recorded it was never kept, so no one
-- is named (and no staff member's cash day changes). The running sum follows the ledger.
-- Orders that already have a payment row are left alone, so this is safe to run again.
INSERT INTO "payments" ("order_id", "method", "source", "amount", "received_at")
SELECT o."id", o."payment_method", 'MANUAL', COALESCE(o."final_total", o."estimated_total"),
       COALESCE(o."paid_at", o."updated_at", o."created_at")
FROM "orders" o
WHERE o."payment_status" = 'PAID'
  AND o."paid_amount" = 0
  AND COALESCE(o."final_total", o."estimated_total") > 0
  AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = o."id");
--> statement-breakpoint
UPDATE "orders" o
SET "paid_amount" = COALESCE(o."final_total", o."estimated_total")
WHERE o."payment_status" = 'PAID'
  AND o."paid_amount" = 0
  AND COALESCE(o."final_total", o."estimated_total") > 0;
