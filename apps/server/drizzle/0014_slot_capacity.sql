CREATE TABLE "slot_capacities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"building_id" uuid,
	"slot" text NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_slot" text;--> statement-breakpoint
ALTER TABLE "slot_capacities" ADD CONSTRAINT "slot_capacities_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_capacities_default_idx" ON "slot_capacities" USING btree ("slot") WHERE "slot_capacities"."building_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_capacities_building_idx" ON "slot_capacities" USING btree ("building_id","slot") WHERE "slot_capacities"."building_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_building_return_idx" ON "orders" USING btree ("building_id","return_date","return_slot");