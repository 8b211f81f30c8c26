CREATE TABLE "video_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" varchar(200) NOT NULL,
	"room_id" varchar(120) NOT NULL,
	"status" varchar(8) DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "video_calls_roomId_unique" UNIQUE("room_id"),
	CONSTRAINT "video_calls_status_check" CHECK ("video_calls"."status" in ('waiting', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "video_rooms" (
	"room_id" varchar(120) PRIMARY KEY NOT NULL,
	"participant_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rooms" ADD CONSTRAINT "video_rooms_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rooms" ADD CONSTRAINT "video_rooms_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_calls_status_created_idx" ON "video_calls" USING btree ("status","created_at");