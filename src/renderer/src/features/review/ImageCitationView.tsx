import { useState, type ReactNode } from 'react'
import type { BBox } from '../../../../shared/review'
import { CitationHighlight } from './CitationHighlight'

export interface ImageCitationViewProps {
  readonly url: string
  readonly name: string
  readonly bbox?: BBox | null
}

/** An image document with the cited region highlighted (an image is page 1). */
export function ImageCitationView(props: ImageCitationViewProps): ReactNode {
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  if (failed) return <div role="alert">Could not load {props.name}.</div>
  return (
    <div style={{ position: 'relative', width: '100%' }} data-testid="citation-image-page">
      <img
        src={props.url}
        alt={props.name}
        style={{ display: 'block', width: '100%', height: 'auto' }}
        onLoad={() => setLoaded(true)}
        onError={() => setFailed(true)}
      />
      {loaded && props.bbox && props.bbox.page === 1 ? (
        <CitationHighlight bbox={props.bbox} layoutKey={props.url} />
      ) : null}
    </div>
  )
}
