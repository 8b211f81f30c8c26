CREATE TABLE "server_secrets" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"value" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The counters' keys become HMACs under a server secret (docs/decisions/016): rows keyed by the
-- old unkeyed hashes could be reversed to phone numbers and would never match again. Counts
-- restart from zero once, at this upgrade.
DELETE FROM "rate_limit_counters";
