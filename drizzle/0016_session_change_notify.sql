-- Issue 30, decision 032: every instance keeps the session lookups it made in memory (src/server/auth/session-cache.ts)
-- while nothing about them changes. These triggers tell every instance, on the channel session_changes, the id of a
-- user whose session lookup may now answer differently: one of its sessions updated (renewed) or deleted (sign-out,
-- revocation, a password reset, expiry), its account updated or deleted (deactivation, role, temporary password), or
-- its client record's status, zone or link changed. PostgreSQL sends one notification per distinct user and
-- transaction, at commit, and none for a transaction that rolls back.
CREATE FUNCTION "notify_session_change_of_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('session_changes', OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "notify_session_change_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', OLD.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "notify_session_change_of_client"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('session_changes', OLD.user_id);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.user_id IS NOT NULL AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('session_changes', NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "session_changes_on_session" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change_of_user_id"();--> statement-breakpoint
CREATE TRIGGER "session_changes_on_user" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change_of_user"();--> statement-breakpoint
CREATE TRIGGER "session_changes_on_clients" AFTER UPDATE OF "status", "time_zone", "user_id" OR DELETE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change_of_client"();
