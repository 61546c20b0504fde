-- Document file versions (docs/rules.md#document-versions): every file a document has had, the
-- current one included. The documents row keeps mirroring the current version (its key, name,
-- type, size and sha256), so every existing read of a document still serves the newest file;
-- the rows here keep the earlier ones, whose objects the orphan sweep and the purge count as the
-- document's own.
CREATE TABLE document_versions (
  id text PRIMARY KEY,
  document_id text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  -- 1 for the first file; a new version or a restore takes the next number (never reused).
  number integer NOT NULL,
  object_key text NOT NULL,
  file_name text NOT NULL,
  file_ext text NOT NULL,
  file_type text NOT NULL,
  size bigint NOT NULL DEFAULT 0,
  sha256 text,
  -- The number of the version a restore brought back (its object is shared with it).
  restored_from integer,
  -- The uploader's attempt id: a retried registration of the same bytes finds this version.
  upload_attempt text,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (document_id, number)
);
CREATE INDEX document_versions_object_key ON document_versions (object_key);
-- The quota counts every file a user uploaded (domain/upload-signing.ts quotaUsage).
CREATE INDEX document_versions_created_by ON document_versions (created_by);
CREATE UNIQUE INDEX document_versions_upload_identity
  ON document_versions (document_id, created_by, sha256, upload_attempt)
  WHERE upload_attempt IS NOT NULL AND sha256 IS NOT NULL;

-- Every document has its version 1 from the moment it exists, whichever path inserts it
-- (registration, the demo seed, a merge): the invariant lives in the database, not in each writer.
CREATE FUNCTION document_first_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_versions (id, document_id, number, object_key, file_name, file_ext,
                                 file_type, size, sha256, upload_attempt, created_by, created_at)
  VALUES (gen_random_uuid()::text, NEW.id, 1, NEW.direct_upload_key, NEW.name, NEW.file_ext,
          NEW.file_type, NEW.size, NEW.sha256, NEW.upload_attempt, NEW.created_by, NEW.created_at);
  RETURN NULL;
END $$;
CREATE TRIGGER documents_first_version AFTER INSERT ON documents
  FOR EACH ROW EXECUTE FUNCTION document_first_version();

-- The documents stored before versions were kept: their file is their version 1.
INSERT INTO document_versions (id, document_id, number, object_key, file_name, file_ext, file_type,
                               size, sha256, upload_attempt, created_by, created_at)
SELECT gen_random_uuid()::text, id, 1, direct_upload_key, name, file_ext, file_type, size, sha256,
       upload_attempt, created_by, created_at
  FROM documents;
