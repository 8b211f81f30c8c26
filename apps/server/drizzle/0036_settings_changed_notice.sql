-- Every write to the study settings tells every instance to forget the row it keeps in memory
-- (apps/server/src/core/study/settings-cache.ts). The notice is sent at commit on the realtime
-- bus's channel, whatever wrote the row: the app, a restore, or an operator's psql.
CREATE OR REPLACE FUNCTION study_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('uyku_realtime', '{"type":"settings.changed"}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER study_settings_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON study_settings
  FOR EACH STATEMENT EXECUTE FUNCTION study_settings_changed();
