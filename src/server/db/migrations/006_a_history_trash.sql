-- The case's audit trail and the trash.
--
-- history_entries: every change to a case's documents and forms, written in the same transaction
-- as the change (src/server/lifecycle/history/record-history.ts). No foreign key to documents:
-- an entry outlives the document it names (purged from the trash), so it keeps the name too.
CREATE TABLE history_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  -- Null for the system (the extraction worker, the retention rules).
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  document_id text,
  document_name text,
  -- What else the change concerns: a policy or asset form, a policy version, the settings.
  entity_type text,
  entity_id text,
  summary text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX history_entries_case_at ON history_entries (case_id, at DESC, id DESC);
CREATE INDEX history_entries_case_document
  ON history_entries (case_id, document_id, at DESC) WHERE document_id IS NOT NULL;
CREATE INDEX history_entries_at ON history_entries (at);

-- The trash: a deleted document keeps its row, category, links, versions and object until the
-- trash's retention has passed; every read of documents filters `deleted_at IS NULL`.
ALTER TABLE documents ADD COLUMN deleted_at timestamptz;
ALTER TABLE documents ADD COLUMN deleted_by text REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE documents ADD COLUMN delete_reason text;
CREATE INDEX documents_case_deleted
  ON documents (case_id, deleted_at DESC) WHERE deleted_at IS NOT NULL;
