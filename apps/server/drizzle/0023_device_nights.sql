CREATE TABLE "device_nights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vendor" varchar(16) NOT NULL,
	"night_date" date NOT NULL,
	"in_bed_start" timestamp with time zone NOT NULL,
	"in_bed_start_offset" smallint NOT NULL,
	"in_bed_end" timestamp with time zone NOT NULL,
	"in_bed_end_offset" smallint NOT NULL,
	"sleep_onset" timestamp with time zone NOT NULL,
	"sleep_onset_offset" smallint NOT NULL,
	"final_wake" timestamp with time zone NOT NULL,
	"final_wake_offset" smallint NOT NULL,
	"rem_minutes" integer,
	"deep_minutes" integer,
	"light_minutes" integer,
	"awake_minutes" integer NOT NULL,
	"stages_available" boolean NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_nights_user_vendor_date_unique" UNIQUE("user_id","vendor","night_date"),
	CONSTRAINT "device_nights_vendor_check" CHECK ("device_nights"."vendor" in ('apple', 'fitbit', 'samsung', 'oura', 'garmin')),
	CONSTRAINT "device_nights_order_check" CHECK ("device_nights"."in_bed_start" <= "device_nights"."sleep_onset" and "device_nights"."sleep_onset" < "device_nights"."final_wake" and "device_nights"."final_wake" <= "device_nights"."in_bed_end"),
	CONSTRAINT "device_nights_stages_check" CHECK (("device_nights"."stages_available" and "device_nights"."rem_minutes" is not null and "device_nights"."deep_minutes" is not null and "device_nights"."light_minutes" is not null)
        or (not "device_nights"."stages_available" and "device_nights"."rem_minutes" is null and "device_nights"."deep_minutes" is null and "device_nights"."light_minutes" is null))
);
--> statement-breakpoint
ALTER TABLE "device_nights" ADD CONSTRAINT "device_nights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;