CREATE TABLE "buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dormitory_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"room_min" integer,
	"room_max" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dormitories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dormitory_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "building_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dormitory_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "building_id" uuid;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_dormitory_id_dormitories_id_fk" FOREIGN KEY ("dormitory_id") REFERENCES "public"."dormitories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_dormitory_code_idx" ON "buildings" USING btree ("dormitory_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_dormitory_name_idx" ON "buildings" USING btree ("dormitory_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "dormitories_code_idx" ON "dormitories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "dormitories_name_idx" ON "dormitories" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dormitory_id_dormitories_id_fk" FOREIGN KEY ("dormitory_id") REFERENCES "public"."dormitories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dormitory_id_dormitories_id_fk" FOREIGN KEY ("dormitory_id") REFERENCES "public"."dormitories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_building_pickup_idx" ON "orders" USING btree ("building_id","pickup_date","pickup_slot");