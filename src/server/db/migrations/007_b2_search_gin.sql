-- The search's GIN indexes take new entries straight into their tree. With fastupdate on (the
-- default) inserts wait in a pending list that every search then reads through line by line,
-- until a vacuum merges it — and PGlite, the desktop app's database, has no autovacuum. A long
-- pending list also makes the planner price the index so high that it reads every document's
-- words instead (about 130 ms per search over 5,000 documents, against 15–40 ms through the
-- index). Documents are indexed one at a time, so the slower insert does not show.
ALTER INDEX document_words_tsv SET (fastupdate = off);
ALTER INDEX documents_name_tsv SET (fastupdate = off);
-- Entries already waiting move into the trees now.
SELECT gin_clean_pending_list('document_words_tsv'::regclass);
SELECT gin_clean_pending_list('documents_name_tsv'::regclass);
