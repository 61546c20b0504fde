import { Button, Icon, Spinner } from '@blueprintjs/core'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { MergeItem, MergePageState } from '../../model/merge-plan'
import { FIRST_PAGES_SHOWN, THUMB_WIDTH } from './thumb-size'

// pdf.js is large: it loads only when the merge panel shows a PDF.
const PdfThumbnails = lazy(() => import('./PdfThumbnails'))

type Props = {
  readonly item: MergeItem
  readonly index: number
  readonly count: number
  readonly dragging: boolean
  readonly dropTarget: boolean
  readonly onMove: (to: number) => void
  readonly onDragStart: () => void
  readonly onDragOver: () => void
  readonly onDrop: () => void
  readonly onDragEnd: () => void
  readonly onPageCount: (count: number) => void
  readonly onRotate: (page: number, direction: 1 | -1) => void
  readonly onTogglePage: (page: number) => void
}

/**
 * One document of a merge: dragged to its place (or moved up and down with the keyboard), its
 * pages as thumbnails, each turned or removed.
 */
export function MergeDocumentCard(p: Props): React.JSX.Element {
  const { item } = p
  const [error, setError] = useState<string | null>(null)
  const [all, setAll] = useState(false)
  const pages = item.pages
  const shown = all ? Number.MAX_SAFE_INTEGER : FIRST_PAGES_SHOWN
  const classes = ['merge-document']
  if (p.dragging) classes.push('is-dragging')
  if (p.dropTarget) classes.push('is-drop-target')
  const page = (s: MergePageState, thumb: ReactNode) => (
    <div
      key={s.page}
      className={`merge-page${s.removed ? ' is-removed' : ''}`}
      data-testid="merge-page"
      data-removed={s.removed}
    >
      <div
        className="merge-page__thumb"
        // A page turned sideways is shrunk to stay inside its square.
        style={{
          transform: `rotate(${s.rotation}deg) scale(${s.rotation % 180 === 0 ? 1 : 0.78})`,
        }}
      >
        {thumb}
      </div>
      <span>
        Page {s.page}
        {s.rotation ? ` · ${s.rotation}°` : ''}
        {s.removed ? ' · removed' : ''}
      </span>
      <div className="merge-page__tools">
        <Button
          small
          minimal
          icon="image-rotate-left"
          aria-label={`Turn page ${s.page} of ${item.name} left`}
          disabled={s.removed}
          onClick={() => p.onRotate(s.page, -1)}
        />
        <Button
          small
          minimal
          icon="image-rotate-right"
          aria-label={`Turn page ${s.page} of ${item.name} right`}
          disabled={s.removed}
          onClick={() => p.onRotate(s.page, 1)}
        />
        <Button
          small
          minimal
          icon={s.removed ? 'undo' : 'cross'}
          aria-label={`${s.removed ? 'Keep' : 'Remove'} page ${s.page} of ${item.name}`}
          onClick={() => p.onTogglePage(s.page)}
        />
      </div>
    </div>
  )
  return (
    <li
      className={classes.join(' ')}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move'
        e.dataTransfer.setData('text/plain', item.documentId)
        p.onDragStart()
      }}
      onDragOver={(e) => {
        e.preventDefault()
        p.onDragOver()
      }}
      onDrop={(e) => {
        e.preventDefault()
        p.onDrop()
      }}
      onDragEnd={p.onDragEnd}
      data-testid="merge-document"
      aria-label={`${p.index + 1}. ${item.name}`}
    >
      <div className="merge-document__head">
        <Icon icon="drag-handle-vertical" className="merge-document__grip" aria-hidden />
        <span className="merge-document__name" title={item.name}>
          {p.index + 1}. {item.name}
        </span>
        <Button
          small
          minimal
          icon="arrow-up"
          aria-label={`Move ${item.name} up`}
          disabled={p.index === 0}
          onClick={() => p.onMove(p.index - 1)}
        />
        <Button
          small
          minimal
          icon="arrow-down"
          aria-label={`Move ${item.name} down`}
          disabled={p.index === p.count - 1}
          onClick={() => p.onMove(p.index + 1)}
        />
      </div>
      <div className="merge-pages">
        {error !== null ? (
          <span className="muted small">Cannot show the pages: {error}</span>
        ) : item.fileType === 'application/pdf' && item.signed ? (
          <Suspense fallback={<Spinner size={16} />}>
            <PdfThumbnails
              url={item.signed}
              name={item.name}
              pages={pages}
              shown={shown}
              onCount={p.onPageCount}
              onError={setError}
              renderPage={page}
            />
          </Suspense>
        ) : (
          (pages ?? []).map((s) =>
            page(
              s,
              item.signed ? (
                <img src={item.signed} alt={`${item.name}`} width={THUMB_WIDTH} />
              ) : null,
            ),
          )
        )}
        {pages && pages.length > FIRST_PAGES_SHOWN && !all ? (
          <Button small minimal onClick={() => setAll(true)}>
            Show all {pages.length} pages
          </Button>
        ) : null}
      </div>
    </li>
  )
}
