-- Search over the text inside documents (docs/rules.md#search), and what reading a file learnt
-- about it that merging needs to know (docs/rules.md#merge).
--
-- document_pages: the text of each page, from the PDF text layer (the search indexer) or from OCR
-- (the extraction worker, for pages without a text layer). 'simple' keeps every word, stop words
-- and numbers included, so a document is found by any word of its text; the same configuration
-- parses queries. Runs the same on PGlite and PostgreSQL.
CREATE TABLE document_pages (
  document_id text NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  page integer NOT NULL CHECK (page >= 1),
  source text NOT NULL CHECK (source IN ('text-layer', 'ocr')),
  body text NOT NULL,
  tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', body)) STORED,
  PRIMARY KEY (document_id, page, source)
);

-- document_words: every distinct word of a document's pages, without positions (written with its
-- pages, search/page-store.ts). A search finds documents here through the GIN index — one row per
-- document, not per page, so a word on most pages of a large case costs thousands of rows, not
-- a hundred thousand — and then looks for the best page among the few documents it shows.
CREATE TABLE document_words (
  document_id text PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  tsv tsvector NOT NULL
);
CREATE INDEX document_words_tsv ON document_words USING gin (tsv);

-- Names are searched too: an expression index the search query's WHERE clause matches.
CREATE INDEX documents_name_tsv ON documents USING gin (to_tsvector('simple', name));

-- The indexing queue: one row per document. A trigger queues every new document, and a document
-- whose stored file changes (a new version), in the transaction that makes the change, so no
-- path that adds a file can forget it and nothing needs a restart. `generation` tells a reader
-- that finished an older file that its result is stale.
CREATE TABLE document_text_index (
  document_id text PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  generation integer NOT NULL DEFAULT 1,
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  -- Pages of the file when it was read (null before, and for files that are not PDFs).
  pages integer,
  -- Why the PDF cannot be merged: 'encrypted' or 'broken' (null: it can, or not read yet).
  file_problem text CHECK (file_problem IN ('encrypted', 'broken')),
  last_error text,
  queued_at timestamptz NOT NULL DEFAULT now(),
  indexed_at timestamptz
);
CREATE INDEX document_text_index_waiting
  ON document_text_index (queued_at) WHERE state IN ('queued', 'running');

CREATE FUNCTION queue_document_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The words of an earlier file (its text layer and its OCR) described other pages.
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM document_pages WHERE document_id = NEW.id;
    DELETE FROM document_words WHERE document_id = NEW.id;
  END IF;
  INSERT INTO document_text_index (document_id) VALUES (NEW.id)
  ON CONFLICT (document_id) DO UPDATE
    SET state = 'queued', generation = document_text_index.generation + 1, attempts = 0,
        locked_until = NULL, pages = NULL, file_problem = NULL, last_error = NULL,
        queued_at = now(), indexed_at = NULL;
  RETURN NEW;
END
$$;

CREATE TRIGGER documents_queue_text_on_insert AFTER INSERT ON documents
  FOR EACH ROW EXECUTE FUNCTION queue_document_text();
CREATE TRIGGER documents_queue_text_on_new_file AFTER UPDATE OF direct_upload_key ON documents
  FOR EACH ROW WHEN (OLD.direct_upload_key IS DISTINCT FROM NEW.direct_upload_key)
  EXECUTE FUNCTION queue_document_text();

-- Documents stored before this migration are read once too.
INSERT INTO document_text_index (document_id) SELECT id FROM documents;
