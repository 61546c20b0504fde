import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { loadPdf } from '../../../review/pdfjs'
import { PdfPage } from '../../../review/PdfPage'
import type { MergePageState } from '../../model/merge-plan'
import { THUMB_WIDTH } from './thumb-size'

type Props = {
  readonly url: string
  readonly name: string
  /** The pages to draw (the panel shows the first ones until asked for all). */
  readonly pages: readonly MergePageState[] | null
  readonly shown: number
  readonly onCount: (count: number) => void
  readonly onError: (message: string) => void
  readonly renderPage: (page: MergePageState, thumb: ReactNode) => ReactNode
}

/**
 * A PDF's pages as thumbnails, drawn by pdf.js as the citation viewer draws pages (loaded only when
 * the merge panel shows a PDF); it reports the page count once the file is open.
 */
export default function PdfThumbnails(p: Props): ReactNode {
  const [pdf, setPdf] = useState<{ doc: PDFDocumentProxy; aspects: number[] } | null>(null)
  const { url } = p
  // The callbacks change with every render of the panel; the file is read once per URL.
  const report = useRef({ onCount: p.onCount, onError: p.onError })
  useEffect(() => {
    report.current = { onCount: p.onCount, onError: p.onError }
  })
  useEffect(() => {
    const task = loadPdf(url)
    let live = true
    task.promise
      .then(async (doc) => {
        const aspects: number[] = []
        for (let n = 1; n <= doc.numPages; n++) {
          const viewport = (await doc.getPage(n)).getViewport({ scale: 1 })
          aspects.push(viewport.height / viewport.width)
        }
        if (!live) return
        setPdf({ doc, aspects })
        report.current.onCount(doc.numPages)
      })
      .catch(
        (e: unknown) => live && report.current.onError(e instanceof Error ? e.message : String(e)),
      )
    return () => {
      live = false
      void task.destroy()
    }
  }, [url])
  if (!pdf || !p.pages) return <span className="muted small">Reading {p.name}…</span>
  return (
    <>
      {p.pages
        .slice(0, p.shown)
        .map((page) =>
          p.renderPage(
            page,
            <PdfPage
              pdf={pdf.doc}
              pageNumber={page.page}
              width={THUMB_WIDTH}
              aspect={pdf.aspects[page.page - 1] ?? 1.3}
              active
            />,
          ),
        )}
    </>
  )
}
