/**
 * The PDF reader's thread (see pdf-reader-thread.ts): opens each document it is sent with pdf.js
 * and reads its pages one after another without being asked, posting each page's form values and
 * text layer as soon as they are read, while the engine's thread matches the pages it already has.
 * Pages are rendered (for OCR) on request.
 */
import { parentPort } from 'node:worker_threads'
import { ExtractionError } from './extraction-error'
import { openPdf, type PdfSource } from './pdf-reader'
import type { Failure, FromReader, ToReader } from './pdf-reader-protocol'
import { packedTransfer, packPageRead } from './page-read-codec'

const port = parentPort
if (port === null) throw new Error('pdf-reader-worker.ts must run in a worker thread')
const send = (m: FromReader, transfer?: ArrayBuffer[]): void => port.postMessage(m, transfer)

function failure(e: unknown): Failure {
  if (e instanceof ExtractionError) return { reason: e.reason, message: e.message }
  return { message: e instanceof Error ? e.message : String(e) }
}

/** Open documents; a document closed while its pages are still being read stops after the page. */
const open = new Map<number, { pdf: Promise<PdfSource | null>; closed: boolean }>()

async function readAll(doc: number, pdf: PdfSource): Promise<void> {
  for (let n = 1; n <= pdf.pages; n++) {
    if (open.get(doc)?.closed !== false) return
    try {
      // In the engine's order: the form values, then the text layer (a failure of either fails
      // the page before anything of it is used).
      const fields = await pdf.formFields(n)
      const read = packPageRead({ fields, text: await pdf.textTokens(n) })
      send({ type: 'page', doc, page: n, read }, packedTransfer(read))
    } catch (e) {
      send({ type: 'page-failed', doc, page: n, failure: failure(e) })
    }
  }
}

port.on('message', (m: ToReader) => {
  if (m.type === 'open') {
    const state = {
      closed: false,
      pdf: openPdf(m.bytes, m.password).then(
        (pdf) => {
          send({ type: 'opened', doc: m.doc, pages: pdf.pages, hasForm: pdf.hasForm })
          void readAll(m.doc, pdf)
          return pdf
        },
        (e: unknown) => {
          send({ type: 'open-failed', doc: m.doc, failure: failure(e) })
          return null
        },
      ),
    }
    open.set(m.doc, state)
  } else if (m.type === 'render') {
    void open
      .get(m.doc)
      ?.pdf.then((pdf) => {
        if (pdf === null) throw new Error('the document is not open')
        return pdf.renderPage(m.page, m.dpi)
      })
      .then(
        (r) =>
          send({ type: 'rendered', doc: m.doc, id: m.id, ...r }, [r.rgba.buffer as ArrayBuffer]),
        (e: unknown) => send({ type: 'render-failed', doc: m.doc, id: m.id, failure: failure(e) }),
      )
  } else {
    const state = open.get(m.doc)
    if (state === undefined) return
    state.closed = true
    open.delete(m.doc)
    void state.pdf.then((pdf) => pdf?.close()).catch(() => undefined)
  }
})
