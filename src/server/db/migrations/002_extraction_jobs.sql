-- Durable extraction jobs and the form data extraction results are written to.
-- A small Postgres-backed queue (works on PGlite embedded and on PostgreSQL with separate worker
-- processes): a worker claims a job with SELECT … FOR UPDATE SKIP LOCKED and holds a lease
-- (locked_until) it renews while reading; a job whose lease expired was held by a worker that
-- died, and is retried until max_attempts, then failed with its reason.

CREATE TABLE extraction_jobs (
  id text PRIMARY KEY,
  document_id text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  -- Not claimed before this time (retry back-off).
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  -- The engine's raw results (field, printed and normalized value, page, bbox, confidence).
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- At most one unfinished job per document: triggering twice does not queue it twice.
CREATE UNIQUE INDEX extraction_jobs_active_document
  ON extraction_jobs (document_id) WHERE state IN ('queued', 'running');
CREATE INDEX extraction_jobs_claim ON extraction_jobs (state, run_after, created_at);

-- Why the last extraction of a document failed (shown next to the failed status).
ALTER TABLE documents ADD COLUMN extraction_error text;

-- Form values of a policy checklist or an asset edit form (docs/glossary.md#form-field), as JSON.
CREATE TABLE form_data (
  entity_type text NOT NULL CHECK (entity_type IN ('policy', 'asset')),
  entity_id text NOT NULL,
  case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  "values" jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity_type, entity_id)
);
CREATE INDEX form_data_case ON form_data (case_id);

-- DocumentExtractionStatus without ids: the case's queued and running documents, polled often.
CREATE INDEX documents_case_extracting
  ON documents (case_id) WHERE extraction_status IN ('queued', 'running');
