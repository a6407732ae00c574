-- A session ended (sign-out, a device signed out, a password change, the account deleted, expiry):
-- tell every server process, so that its open co-editing sockets and live streams close at once
-- (docs/decisions/028-sessions-end-everywhere.md). The payload is the realtime bus's message shape
-- on its channel; it names the session by its public id, never by the hash of its token.
CREATE OR REPLACE FUNCTION inkgram_session_ended() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'inkgram_realtime',
    json_build_object('topic', 'session-ended', 'sessionId', OLD.public_id, 'userId', OLD.user_id)::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION inkgram_session_ended();
