CREATE TABLE "media_chunks" (
	"name" varchar(80) NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "media_chunks_name_seq_pk" PRIMARY KEY("name","seq"),
	CONSTRAINT "media_chunks_seq_check" CHECK ("media_chunks"."seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"name" varchar(80) PRIMARY KEY NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media_chunks" ADD CONSTRAINT "media_chunks_name_media_files_name_fk" FOREIGN KEY ("name") REFERENCES "public"."media_files"("name") ON DELETE cascade ON UPDATE no action;