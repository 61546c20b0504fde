import {
  Button,
  ButtonGroup,
  Dialog,
  DialogBody,
  DialogFooter,
  ProgressBar,
} from '@blueprintjs/core'
import { useState } from 'react'
import type { Asset, Category, Policy } from '../../../../../shared/graphql/operations.generated'
import type { ArchiveProgress } from '../hooks/use-archive-download'
import { countOf } from '../../../format/plural'
import { CategoryPicker } from './CategoryPicker'
import { EntityLinks, type LinkableEntity } from './EntityLinks'

type Props = {
  readonly count: number
  readonly assets: readonly Asset[]
  readonly policies: readonly Policy[]
  readonly onCategorise: (category: Category | null) => Promise<boolean>
  readonly onLink: (links: readonly LinkableEntity[]) => Promise<boolean>
  readonly onDownload: () => void
  readonly onDelete: () => void
  readonly onClear: () => void
  readonly downloading: boolean
  readonly downloadProgress: ArchiveProgress
  readonly onCancelDownload: () => void
}

/** Bulk actions on the selected documents: categorise, link, download as zip, delete. */
export function BulkActionBar(p: Props): React.JSX.Element {
  const [dialog, setDialog] = useState<'categorise' | 'link' | null>(null)
  const [category, setCategory] = useState<Category | null>(null)
  const [links, setLinks] = useState<LinkableEntity[]>([])
  const [busy, setBusy] = useState(false)
  const none = p.count === 0

  const apply = async (): Promise<void> => {
    setBusy(true)
    const ok = dialog === 'categorise' ? await p.onCategorise(category) : await p.onLink(links)
    setBusy(false)
    if (ok) setDialog(null)
  }

  return (
    <div className="bulk-bar" data-testid="bulk-bar">
      <span className="bulk-count">{none ? 'No documents selected' : `${p.count} selected`}</span>
      <ButtonGroup>
        <Button small icon="tag" disabled={none} onClick={() => setDialog('categorise')}>
          Categorise
        </Button>
        <Button small icon="link" disabled={none} onClick={() => setDialog('link')}>
          Link to…
        </Button>
        <Button
          small
          icon="compressed"
          disabled={none || p.downloading}
          loading={p.downloading}
          onClick={p.onDownload}
        >
          Download zip
        </Button>
        <Button small icon="trash" intent="danger" disabled={none} onClick={p.onDelete}>
          Delete
        </Button>
        <Button
          small
          minimal
          icon="cross"
          disabled={none}
          onClick={p.onClear}
          aria-label="Clear selection"
        />
      </ButtonGroup>
      {p.downloading ? (
        <div className="bulk-progress" data-testid="archive-progress">
          <span className="small">
            Building zip{' '}
            {p.downloadProgress ? `${p.downloadProgress.done}/${p.downloadProgress.total}` : ''}
          </span>
          <ProgressBar
            aria-label="Building the zip"
            intent="primary"
            value={
              p.downloadProgress && p.downloadProgress.total > 0
                ? p.downloadProgress.done / p.downloadProgress.total
                : undefined
            }
          />
          <Button small minimal onClick={p.onCancelDownload}>
            Cancel
          </Button>
        </div>
      ) : null}
      <Dialog
        isOpen={dialog !== null}
        onClose={() => setDialog(null)}
        title={
          dialog === 'categorise'
            ? `Categorise ${countOf(p.count, 'document')}`
            : `Link ${countOf(p.count, 'document')}`
        }
        icon={dialog === 'categorise' ? 'tag' : 'link'}
      >
        <DialogBody>
          {dialog === 'categorise' ? (
            <CategoryPicker value={category?.id ?? null} onChange={setCategory} />
          ) : (
            <>
              <p className="small muted">
                Replaces the asset and policy links of the selected documents.
              </p>
              <EntityLinks
                assets={p.assets}
                policies={p.policies}
                value={links}
                onChange={setLinks}
              />
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => setDialog(null)} disabled={busy}>
                Cancel
              </Button>
              <Button intent="primary" onClick={() => void apply()} loading={busy}>
                Apply
              </Button>
            </>
          }
        />
      </Dialog>
    </div>
  )
}
