-- A user's lists changed: tell every server process (docs/decisions/021-user-read-cache.md).
-- The payload is the realtime bus's message shape on its channel; identical notifications of one
-- transaction are sent once by PostgreSQL, so a bulk change costs one message per user.
CREATE OR REPLACE FUNCTION inkgram_user_lists_changed() RETURNS trigger AS $$
DECLARE
  owner integer;
BEGIN
  IF TG_TABLE_NAME = 'blogs' THEN
    IF TG_OP = 'DELETE' THEN owner := OLD.user_id; ELSE owner := NEW.user_id; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT user_id INTO owner FROM blogs WHERE id = OLD.blog_id;
  ELSE
    SELECT user_id INTO owner FROM blogs WHERE id = NEW.blog_id;
  END IF;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('inkgram_realtime', json_build_object('topic', 'user-lists', 'userId', owner)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER blogs_user_lists_changed AFTER INSERT OR UPDATE OR DELETE ON blogs
  FOR EACH ROW EXECUTE FUNCTION inkgram_user_lists_changed();
--> statement-breakpoint
CREATE TRIGGER blog_publications_user_lists_changed AFTER INSERT OR UPDATE OR DELETE ON blog_publications
  FOR EACH ROW EXECUTE FUNCTION inkgram_user_lists_changed();
