CREATE TABLE "figures_orders_daily" (
	"day" date NOT NULL,
	"dormitory" text NOT NULL,
	"building" text NOT NULL,
	"status" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "figures_orders_daily_day_dormitory_building_status_pk" PRIMARY KEY("day","dormitory","building","status")
);
--> statement-breakpoint
CREATE TABLE "figures_pickups_daily" (
	"day" date NOT NULL,
	"dormitory" text NOT NULL,
	"building" text NOT NULL,
	"slot" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "figures_pickups_daily_day_dormitory_building_slot_pk" PRIMARY KEY("day","dormitory","building","slot")
);
--> statement-breakpoint
CREATE TABLE "figures_services_daily" (
	"day" date NOT NULL,
	"service_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"quantity" numeric(14, 1) DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "figures_services_daily_day_service_id_pk" PRIMARY KEY("day","service_id")
);
--> statement-breakpoint
CREATE TABLE "figures_staff_daily" (
	"day" date NOT NULL,
	"staff_id" uuid NOT NULL,
	"pickups_done" integer DEFAULT 0 NOT NULL,
	"dropoffs_done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"dropoff_seconds" numeric DEFAULT 0 NOT NULL,
	"timed_dropoffs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "figures_staff_daily_day_staff_id_pk" PRIMARY KEY("day","staff_id")
);
--> statement-breakpoint
CREATE TABLE "figures_student_days" (
	"student_id" uuid NOT NULL,
	"dormitory" text NOT NULL,
	"building" text NOT NULL,
	"days" datemultirange NOT NULL,
	CONSTRAINT "figures_student_days_student_id_dormitory_building_pk" PRIMARY KEY("student_id","dormitory","building")
);
--> statement-breakpoint
ALTER TABLE "figures_services_daily" ADD CONSTRAINT "figures_services_daily_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figures_staff_daily" ADD CONSTRAINT "figures_staff_daily_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figures_student_days" ADD CONSTRAINT "figures_student_days_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
