-- History settings and per-user document-manager settings.
--
-- The history settings (retention of the trail and the trash, the actions the recent changes
-- list shows by default, file versions kept) are server-wide, in server_settings under the key
-- 'history' as JSON; a change of them is recorded in history_entries without a case (case_id
-- NULL), listed with the settings themselves.
ALTER TABLE history_entries ALTER COLUMN case_id DROP NOT NULL;
CREATE INDEX history_entries_server_wide ON history_entries (at DESC, id DESC) WHERE case_id IS NULL;

-- Each user's document-manager settings (default category for uploads, extract on upload,
-- archive name pattern, date display, row density), as JSON validated by the server.
CREATE TABLE user_settings (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
