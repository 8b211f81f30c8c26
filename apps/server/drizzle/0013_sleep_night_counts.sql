CREATE TABLE "sleep_night_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"nights" integer NOT NULL
);
--> statement-breakpoint
-- Kept in the same transaction as every change to the nights (decision 011): the admin's totals read
-- one row per participant instead of counting every night. Statement-level for inserts and
-- deletes, so a bulk insert or an account's cascade costs one grouped statement, not one per row.
CREATE FUNCTION "sleep_night_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sleep_night_counts" ("user_id", "nights")
  SELECT "user_id", count(*)::int FROM "added_nights" GROUP BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "nights" = "sleep_night_counts"."nights" + excluded."nights";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "sleep_night_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sleep_night_counts" AS c SET "nights" = c."nights" - gone."nights"
  FROM (SELECT "user_id", count(*)::int AS "nights" FROM "removed_nights" GROUP BY "user_id") AS gone
  WHERE c."user_id" = gone."user_id";
  -- A participant with no nights left (a deleted account, say) keeps no row.
  DELETE FROM "sleep_night_counts"
  WHERE "nights" <= 0 AND "user_id" IN (SELECT "user_id" FROM "removed_nights");
  RETURN NULL;
END $$;--> statement-breakpoint
-- Nights never change owner today; should one ever, the counts follow (PostgreSQL allows no
-- transition table on a trigger limited to a column, so this one is per row; it fires only then).
CREATE FUNCTION "sleep_night_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sleep_night_counts" SET "nights" = "nights" - 1 WHERE "user_id" = OLD."user_id";
  DELETE FROM "sleep_night_counts" WHERE "user_id" = OLD."user_id" AND "nights" <= 0;
  INSERT INTO "sleep_night_counts" ("user_id", "nights") VALUES (NEW."user_id", 1)
  ON CONFLICT ("user_id") DO UPDATE SET "nights" = "sleep_night_counts"."nights" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "sleep_night_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sleep_night_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sleep_night_counts_on_insert" AFTER INSERT ON "sleep_sessions"
  REFERENCING NEW TABLE AS "added_nights" FOR EACH STATEMENT EXECUTE FUNCTION "sleep_night_counts_add"();--> statement-breakpoint
CREATE TRIGGER "sleep_night_counts_on_delete" AFTER DELETE ON "sleep_sessions"
  REFERENCING OLD TABLE AS "removed_nights" FOR EACH STATEMENT EXECUTE FUNCTION "sleep_night_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "sleep_night_counts_on_move" AFTER UPDATE OF "user_id" ON "sleep_sessions"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "sleep_night_counts_move"();--> statement-breakpoint
CREATE TRIGGER "sleep_night_counts_on_truncate" AFTER TRUNCATE ON "sleep_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "sleep_night_counts_clear"();--> statement-breakpoint
INSERT INTO "sleep_night_counts" ("user_id", "nights")
SELECT "user_id", count(*)::int FROM "sleep_sessions" GROUP BY "user_id";
