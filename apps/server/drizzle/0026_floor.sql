CREATE TABLE "bag_scans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bag_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"rack_code" text,
	"scanned_by_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"warning" text
);
--> statement-breakpoint
CREATE TABLE "building_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_refunds" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"proof_id" uuid,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_refunds_amount_check" CHECK ("claim_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "floor_settings" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"reminder_time" text DEFAULT '20:00' NOT NULL,
	"proof_answer_hours" integer DEFAULT 48 NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garment_kinds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight_kg" numeric(10, 1),
	"photo_key" text NOT NULL,
	"photo_type" text NOT NULL,
	"photo_size" integer NOT NULL,
	"recorded_by_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"ticket_id" uuid
);
--> statement-breakpoint
CREATE TABLE "racks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_handoff" text DEFAULT 'ROOM' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_handoff_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_handoff" text DEFAULT 'ROOM' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_handoff_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_scan_stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rack_code" text;--> statement-breakpoint
ALTER TABLE "bag_scans" ADD CONSTRAINT "bag_scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_scans" ADD CONSTRAINT "bag_scans_rack_code_racks_code_fk" FOREIGN KEY ("rack_code") REFERENCES "public"."racks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_scans" ADD CONSTRAINT "bag_scans_scanned_by_id_users_id_fk" FOREIGN KEY ("scanned_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_visits" ADD CONSTRAINT "building_visits_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_visits" ADD CONSTRAINT "building_visits_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_refunds" ADD CONSTRAINT "claim_refunds_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_refunds" ADD CONSTRAINT "claim_refunds_proof_id_order_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."order_proofs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_settings" ADD CONSTRAINT "floor_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bag_scans_order_idx" ON "bag_scans" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "bag_scans_by_at_idx" ON "bag_scans" USING btree ("scanned_by_id","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "building_visits_once_idx" ON "building_visits" USING btree ("staff_id","building_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "garment_kinds_name_idx" ON "garment_kinds" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_proofs_order_stage_idx" ON "order_proofs" USING btree ("order_id","stage");--> statement-breakpoint
CREATE INDEX "orders_rack_idx" ON "orders" USING btree ("rack_code") WHERE "orders"."rack_code" is not null;--> statement-breakpoint
-- By hand: the garment kinds a new shop starts with (the admin edits the list), and the floor settings row.
INSERT INTO "garment_kinds" ("name", "position") VALUES ('Áo', 1), ('Quần', 2), ('Váy', 3), ('Đồ lót', 4), ('Tất', 5), ('Khăn', 6), ('Chăn', 7), ('Ga gối', 8);--> statement-breakpoint
INSERT INTO "floor_settings" ("id") VALUES ('shop');
