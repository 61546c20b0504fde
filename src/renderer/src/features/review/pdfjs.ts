import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask } from 'pdfjs-dist'
// Vite turns `?url` into the worker's bundled URL, so the worker ships with the app (no CDN).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

GlobalWorkerOptions.workerSrc = workerUrl

/** Starts loading a PDF from a (signed) URL with pdf.js; destroy the task to cancel it. */
export function loadPdf(url: string): PDFDocumentLoadingTask {
  // No eval: the renderer keeps a strict content security policy.
  return getDocument({ url, isEvalSupported: false })
}
