import { NonIdealState, Spinner } from '@blueprintjs/core'
import { lazy, Suspense, type ReactNode } from 'react'
import type { BBox } from '../../../../shared/review'
import { citationViewKind } from './citation-geometry'
import { ImageCitationView } from './ImageCitationView'

// pdf.js is large: load it only when a PDF is shown.
const PdfCitationView = lazy(() => import('./PdfCitationView'))

export interface CitationViewerProps {
  /** The document's (signed) URL; null when it has none. */
  readonly url: string | null
  readonly name: string
  /** MIME type or extension of the document. */
  readonly fileType: string
  /**
   * The cited region (citation details, docs/rules.md#citation); nothing is highlighted without
   * one.
   */
  readonly bbox?: BBox | null
}

/**
 * Shows a document beside the form with the cited region highlighted and scrolled into view
 * (docs/rules.md#citation): PDFs drawn by pdf.js, images as they are. Other types cannot show a
 * region.
 */
export function CitationViewer(props: CitationViewerProps): ReactNode {
  if (props.url === null) {
    return (
      <NonIdealState icon="document" title={props.name} description="No link to this document." />
    )
  }
  switch (citationViewKind(props.fileType, props.name)) {
    case 'pdf':
      return (
        <Suspense fallback={<Spinner size={24} />}>
          <PdfCitationView url={props.url} name={props.name} bbox={props.bbox} />
        </Suspense>
      )
    case 'image':
      return (
        <div style={{ height: '100%', overflow: 'auto' }} data-testid="citation-image">
          <ImageCitationView key={props.url} url={props.url} name={props.name} bbox={props.bbox} />
        </div>
      )
    case 'unsupported':
      return (
        <NonIdealState
          icon="document"
          title={props.name}
          description="The source region can be shown for PDF and image documents only."
        />
      )
  }
}
