/**
 * The words of a document's pages as search keeps them (migration 007_b_search): each page's text
 * by where it came from — the PDF text layer (the indexer) or OCR (an extraction, for a scan or a
 * page without a text layer) — and the document's distinct words, rewritten with its pages in the
 * same transaction.
 */
import type { Queryable } from '../../db/client'
import { cleanPageText, type PageText } from './page-texts'

/** Rewrites the document's distinct words from its pages (none: no row). */
export async function refreshDocumentWords(q: Queryable, documentId: string): Promise<void> {
  await q.query('DELETE FROM document_words WHERE document_id = $1', [documentId])
  await q.query(
    `INSERT INTO document_words (document_id, tsv)
     SELECT $1, array_to_tsvector(array_agg(DISTINCT w.lexeme))
       FROM document_pages p CROSS JOIN LATERAL unnest(p.tsv) AS w
      WHERE p.document_id = $1
     HAVING count(*) > 0`,
    [documentId],
  )
}

/** Replaces the document's pages from one source (an empty list removes them). */
export async function storePages(
  q: Queryable,
  documentId: string,
  source: 'text-layer' | 'ocr',
  pages: readonly PageText[],
): Promise<void> {
  await q.query('DELETE FROM document_pages WHERE document_id = $1 AND source = $2', [
    documentId,
    source,
  ])
  const kept = pages
    .map((p) => ({ page: p.page, text: cleanPageText([p.text]) }))
    .filter((p) => p.text !== '')
  if (kept.length > 0) {
    // A document purged meanwhile has no pages to keep.
    await q.query(
      `INSERT INTO document_pages (document_id, page, source, body)
       SELECT $1, t.page, $2, t.body FROM unnest($3::int[], $4::text[]) AS t(page, body)
        WHERE EXISTS (SELECT 1 FROM documents WHERE id = $1)`,
      [documentId, source, kept.map((p) => p.page), kept.map((p) => p.text)],
    )
  }
  await refreshDocumentWords(q, documentId)
}

/**
 * The words an extraction read by OCR, kept for search in the extraction's transaction, beside the
 * text layer the indexer read.
 */
export function storeOcrPages(
  q: Queryable,
  documentId: string,
  pages: readonly PageText[],
): Promise<void> {
  return storePages(q, documentId, 'ocr', pages)
}
