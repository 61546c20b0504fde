import { useEffect, useState, type ReactNode } from 'react'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import type { BBox } from '../../../../shared/review'
import { loadPdf } from './pdfjs'
import { PdfPage } from './PdfPage'
import { useElementWidth } from '../../app/use-element-width'

export interface PdfCitationViewProps {
  readonly url: string
  readonly name: string
  readonly bbox?: BBox | null
}

interface LoadedPdf {
  readonly pdf: PDFDocumentProxy
  /** Height / width of each page, in page order. */
  readonly aspects: readonly number[]
}

/** Pages drawn ahead of and behind the visible ones. */
const OVERSCAN_PX = 800

/**
 * A PDF drawn with pdf.js, page by page as they come into view, with the cited page drawn at once
 * and its region highlighted and scrolled into view (docs/rules.md#citation).
 */
export default function PdfCitationView(props: PdfCitationViewProps): ReactNode {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const width = useElementWidth(container)
  const [loaded, setLoaded] = useState<LoadedPdf | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [visible, setVisible] = useState<ReadonlySet<number>>(new Set([1]))

  useEffect(() => {
    setLoaded(null)
    setError(null)
    const task = loadPdf(props.url)
    let live = true
    task.promise
      .then(async (pdf) => {
        const aspects: number[] = []
        for (let n = 1; n <= pdf.numPages; n += 1) {
          const viewport = (await pdf.getPage(n)).getViewport({ scale: 1 })
          aspects.push(viewport.height / viewport.width)
        }
        if (live) setLoaded({ pdf, aspects })
      })
      .catch((reason: unknown) => {
        if (live) setError(reason instanceof Error ? reason.message : String(reason))
      })
    return () => {
      live = false
      void task.destroy()
    }
  }, [props.url])

  useEffect(() => {
    if (!loaded || !container || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) =>
        setVisible((current) => {
          const next = new Set(current)
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.pageNumber)
            if (entry.isIntersecting) next.add(page)
          }
          return next.size === current.size ? current : next
        }),
      { root: container, rootMargin: `${OVERSCAN_PX}px 0px` },
    )
    for (const page of container.querySelectorAll('.citation-pdf-page')) observer.observe(page)
    return () => observer.disconnect()
  }, [container, loaded, width])

  const pageWidth = Math.max(width - 16, 0)
  const canObserve = typeof IntersectionObserver !== 'undefined'
  return (
    <div
      ref={setContainer}
      className="citation-pdf"
      data-testid="citation-pdf"
      aria-label={props.name}
      // Scrollable with the keyboard too: a reviewer pages through the source with the arrows.
      tabIndex={0}
      role="region"
      style={{ height: '100%', overflow: 'auto', padding: 8, background: '#e5e8eb' }}
    >
      {error !== null ? (
        <div role="alert">
          Could not load {props.name}: {error}
        </div>
      ) : null}
      {loaded === null && error === null ? <div aria-busy>Loading {props.name}…</div> : null}
      {loaded !== null && pageWidth > 0
        ? loaded.aspects.map((aspect, index) => (
            <PdfPage
              key={index + 1}
              pdf={loaded.pdf}
              pageNumber={index + 1}
              width={pageWidth}
              aspect={aspect}
              active={!canObserve || visible.has(index + 1) || props.bbox?.page === index + 1}
              bbox={props.bbox}
            />
          ))
        : null}
    </div>
  )
}
