-- Upload integrity: a signed upload URL is single-use, a registered object is immutable, and
-- the server keeps the size and sha256 it measured.
--
-- Each signS3Uploads signature is one row here. Its PUT writes the temporary key
-- `uploads/<random>/<name>`; registration moves the bytes to a fresh key `documents/<random>/<name>`
-- that no URL is ever signed to PUT, and seals the row, so no PUT, retry or signature can write
-- over a registered document's bytes.
CREATE TABLE uploads (
  object_key text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  file_type text NOT NULL,
  -- Size the uploader announced when signing (null: not announced); a PUT may not exceed it.
  declared_size bigint,
  -- Bytes counted against the user's quota while the upload is not registered.
  reserved_bytes bigint NOT NULL DEFAULT 0,
  -- Measured by the server while it stored the PUT (local store; S3 is measured at registration).
  received_size bigint,
  received_sha256 text,
  -- signed: the URL may be PUT to; sealed: registered (document_id), never written again.
  state text NOT NULL DEFAULT 'signed' CHECK (state IN ('signed', 'sealed')),
  document_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sealed_at timestamptz
);
CREATE INDEX uploads_user_state ON uploads (user_id, state);
CREATE INDEX uploads_state_created ON uploads (state, created_at);

-- What the server measured, and the uploader's attempt: a retry is recognised by
-- user + case + content hash + attempt, never by the file's name.
ALTER TABLE documents ADD COLUMN sha256 text;
ALTER TABLE documents ADD COLUMN upload_attempt text;
CREATE UNIQUE INDEX documents_upload_identity
  ON documents (created_by, case_id, sha256, upload_attempt)
  WHERE upload_attempt IS NOT NULL AND sha256 IS NOT NULL;
CREATE INDEX documents_created_by ON documents (created_by);

-- What the orphan sweep removed (objects no document references, after the grace period).
CREATE TABLE object_sweeps (
  object_key text NOT NULL,
  size bigint,
  reason text NOT NULL,
  swept_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX object_sweeps_swept_at ON object_sweeps (swept_at DESC);
