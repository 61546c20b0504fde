-- Roles and case membership (team mode authorisation).
--
-- administrator: sees and changes every case and manages users (the embedded desktop user is one).
-- reviewer (the existing flag): may also accept or reject extractions, save forms and create
-- policy versions, on the cases they may change.
-- processor: any other user; reads, uploads, categorises, links and downloads on the cases they
-- are a member of.
ALTER TABLE users ADD COLUMN administrator boolean NOT NULL DEFAULT false;
UPDATE users SET administrator = true WHERE id = 'local-user';

-- A user sees only the cases they are a member of (administrators see all).
CREATE TABLE case_members (
  case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (case_id, user_id)
);
CREATE INDEX case_members_user ON case_members (user_id, case_id);
