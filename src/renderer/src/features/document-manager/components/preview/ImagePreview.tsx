import { Button, ButtonGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { stepZoom, zoomLabel, type Zoom } from '../../model/zoom'

/**
 * A JPEG, PNG or GIF shown fitted to the pane's width, with zoom in/out, actual size and back to
 * fit (buttons, or + - 0 keys while the image area has focus).
 */
export function ImagePreview({
  url,
  name,
}: {
  readonly url: string
  readonly name: string
}): React.JSX.Element {
  const [zoom, setZoom] = useState<Zoom>('fit')
  const [img, setImg] = useState<HTMLImageElement | null>(null)
  const fitted = (): number => (img && img.naturalWidth > 0 ? img.width / img.naturalWidth : 1)
  const zoomBy = (direction: 1 | -1): void => setZoom((z) => stepZoom(z, direction, fitted()))
  return (
    <div className="image-preview" data-testid="image-preview" data-zoom={String(zoom)}>
      <div className="image-preview__toolbar">
        <ButtonGroup>
          <Button size="small" icon="zoom-out" aria-label="Zoom out" onClick={() => zoomBy(-1)} />
          <Button
            size="small"
            icon="zoom-to-fit"
            active={zoom === 'fit'}
            onClick={() => setZoom('fit')}
          >
            Fit width
          </Button>
          <Button size="small" onClick={() => setZoom(1)} active={zoom === 1}>
            100%
          </Button>
          <Button size="small" icon="zoom-in" aria-label="Zoom in" onClick={() => zoomBy(1)} />
        </ButtonGroup>
        <span className="muted small" aria-live="polite" data-testid="zoom-label">
          {zoomLabel(zoom)}
        </span>
      </div>
      <div
        className="preview-scroll image-preview__scroll"
        tabIndex={0}
        role="region"
        aria-label={`Image ${name}`}
        onKeyDown={(e) => {
          if (e.key === '+' || e.key === '=') zoomBy(1)
          else if (e.key === '-') zoomBy(-1)
          else if (e.key === '0') setZoom('fit')
          else return
          e.preventDefault()
        }}
      >
        <img
          ref={setImg}
          src={url}
          alt={name}
          style={
            zoom === 'fit'
              ? { width: '100%' }
              : { width: img ? img.naturalWidth * zoom : undefined, maxWidth: 'none' }
          }
        />
      </div>
    </div>
  )
}
