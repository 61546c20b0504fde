import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist'
import type { BBox } from '../../../../shared/review'
import { CitationHighlight } from './CitationHighlight'

export interface PdfPageProps {
  readonly pdf: PDFDocumentProxy
  readonly pageNumber: number
  /** CSS width to draw the page at. */
  readonly width: number
  /** Page height / width, known before drawing so placeholders keep their place. */
  readonly aspect: number
  /** Draw now (visible, or holds the citation); other pages wait until scrolled to. */
  readonly active: boolean
  readonly bbox?: BBox | null
}

/** One PDF page drawn by pdf.js on a canvas, with the cited region highlighted. */
export function PdfPage(props: PdfPageProps): ReactNode {
  const { pdf, pageNumber, width, active } = props
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [drawnWidth, setDrawnWidth] = useState(0)
  const height = Math.round(width * props.aspect)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!active || !canvas || width <= 0) return
    let task: RenderTask | null = null
    let cancelled = false
    void pdf.getPage(pageNumber).then((page) => {
      if (cancelled) return
      const base = page.getViewport({ scale: 1 })
      const ratio = window.devicePixelRatio || 1
      const viewport = page.getViewport({ scale: (width / base.width) * ratio })
      const context = canvas.getContext('2d')
      if (!context) return
      canvas.width = Math.floor(viewport.width)
      canvas.height = Math.floor(viewport.height)
      task = page.render({ canvasContext: context, viewport })
      task.promise.then(
        () => !cancelled && setDrawnWidth(width),
        () => undefined, // cancelled or failed: the placeholder stays
      )
    })
    return () => {
      cancelled = true
      task?.cancel()
    }
  }, [pdf, pageNumber, width, active])

  const highlight = props.bbox && props.bbox.page === pageNumber ? props.bbox : null
  return (
    <div
      className="citation-pdf-page"
      data-page-number={pageNumber}
      data-drawn={drawnWidth > 0 ? 'true' : 'false'}
      style={{ position: 'relative', width, height, margin: '0 auto 8px', background: '#fff' }}
    >
      <canvas
        ref={canvasRef}
        aria-label={`Page ${pageNumber}`}
        style={{ display: 'block', width, height }}
      />
      {highlight ? <CitationHighlight bbox={highlight} layoutKey={`${width}x${height}`} /> : null}
    </div>
  )
}
