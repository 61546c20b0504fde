-- The case server's schema (PostgreSQL dialect; runs on PGlite and PostgreSQL).
-- Ids are text (random UUIDs made by the server), so an unknown id never raises a cast error.

CREATE TABLE server_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  id text PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  -- scrypt$N$r$p$salt$hash; null for the embedded local user, who never logs in.
  password_hash text,
  reviewer boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

CREATE TABLE sessions (
  -- sha256 of the bearer token: a leaked table does not leak tokens.
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE lenders (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- [{ "key": "...", "enabled": true }]
  features jsonb NOT NULL DEFAULT '[]'::jsonb
);

CREATE TABLE cases (
  id text PRIMARY KEY,
  ref text,
  status text NOT NULL DEFAULT 'open',
  title text NOT NULL,
  lender_id text NOT NULL REFERENCES lenders (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cases_ref ON cases (ref) WHERE ref IS NOT NULL;
CREATE INDEX cases_updated_at ON cases (updated_at DESC);

CREATE TABLE insurance_contacts (
  id text PRIMARY KEY,
  case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text
);
CREATE INDEX insurance_contacts_case ON insurance_contacts (case_id);

CREATE TABLE asset_types (
  id text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE assets (
  id text PRIMARY KEY,
  case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  display_name text NOT NULL,
  asset_type_id text NOT NULL REFERENCES asset_types (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assets_case_updated ON assets (case_id, updated_at DESC);

CREATE TABLE product_types (
  id text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE policies (
  id text PRIMARY KEY,
  case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'active',
  policy_number text,
  product_type_id text NOT NULL REFERENCES product_types (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX policies_case_updated ON policies (case_id, updated_at DESC);

CREATE TABLE categories (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('renewalDocument', 'documentField')),
  name text NOT NULL,
  support_extraction boolean NOT NULL DEFAULT false
);
CREATE INDEX categories_name_lower ON categories (lower(name));

CREATE TABLE documents (
  id text PRIMARY KEY,
  -- classId: the owning case (docs/glossary.md#case).
  case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  class_name text NOT NULL DEFAULT 'Case',
  name text NOT NULL,
  file_ext text NOT NULL,
  file_type text NOT NULL,
  size bigint NOT NULL DEFAULT 0,
  -- The object store key; also the idempotency key of createManyDocuments.
  direct_upload_key text NOT NULL,
  category_id text REFERENCES categories (id) ON DELETE SET NULL,
  policy_version_id text,
  -- Documents attached to a task are not case documents (the case's documents are those with task = null).
  task_id text,
  extract_data boolean NOT NULL DEFAULT false,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Written by the extraction worker; 'queued' or 'running' blocks deletion.
  extraction_status text,
  extraction_progress integer,
  extraction_started_at timestamptz
);
CREATE UNIQUE INDEX documents_direct_upload_key ON documents (direct_upload_key);
CREATE INDEX documents_case_created ON documents (case_id, created_at DESC, id);
CREATE INDEX documents_policy_version ON documents (policy_version_id);

CREATE TABLE policy_versions (
  id text PRIMARY KEY,
  policy_id text NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
  term text,
  policy_begin_date date,
  policy_end_date date,
  key_document_id text REFERENCES documents (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX policy_versions_policy ON policy_versions (policy_id);
CREATE INDEX policy_versions_key_document ON policy_versions (key_document_id);

ALTER TABLE documents
  ADD CONSTRAINT documents_policy_version_fk
  FOREIGN KEY (policy_version_id) REFERENCES policy_versions (id) ON DELETE SET NULL;

CREATE TABLE document_associations (
  document_id text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  entity_id text NOT NULL,
  entity_type text NOT NULL CHECK (entity_type IN ('asset', 'policy', 'loan')),
  PRIMARY KEY (document_id, entity_type, entity_id)
);
CREATE INDEX document_associations_entity ON document_associations (entity_id, entity_type);

-- Seeds applied (`--seed demo` runs once per database).
CREATE TABLE seeds (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
