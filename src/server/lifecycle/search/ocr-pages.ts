/**
 * The words OCR read, kept for search: when an extraction finishes, the pages it read by OCR (a
 * scan, a photo, a PDF page without a text layer) are stored beside the text layer, in the
 * extraction's own transaction.
 */
import type { Queryable } from '../../db/client'
import { cleanPageText, type PageText } from './page-texts'

/** Replaces the document's OCR pages with these (an empty list removes them). */
export async function storeOcrPages(
  q: Queryable,
  documentId: string,
  pages: readonly PageText[],
): Promise<void> {
  await q.query(`DELETE FROM document_pages WHERE document_id = $1 AND source = 'ocr'`, [
    documentId,
  ])
  const kept = pages
    .map((p) => ({ page: p.page, text: cleanPageText([p.text]) }))
    .filter((p) => p.text !== '')
  if (kept.length === 0) return
  await q.query(
    `INSERT INTO document_pages (document_id, page, source, body)
     SELECT $1, t.page, 'ocr', t.body FROM unnest($2::int[], $3::text[]) AS t(page, body)
     WHERE EXISTS (SELECT 1 FROM documents WHERE id = $1)`,
    [documentId, kept.map((p) => p.page), kept.map((p) => p.text)],
  )
}
