import {
  EXTERNAL_VIEWER_URL,
  isLegacyExcel,
  LEGACY_WORKBOOK_MESSAGE,
  previewKind,
} from '../../model/preview-kind'
import type { ManagedDocument } from '../../model/types'
import { NonIdealState, Spinner } from '@blueprintjs/core'
import { Suspense } from 'react'
import { CsvPreview, DocxPreview, EmlPreview, SheetPreview } from './lazy-previews'
import { ImagePreview } from './ImagePreview'
import { NoPreview } from './NoPreview'

type Props = {
  readonly document: ManagedDocument
  /** The page a PDF opens at (a search hit's); null: the first. */
  readonly page?: number | null
  readonly externalViewerEnabled: boolean
  readonly onDownload: () => void
}

/** Chooses how one document previews (see previewKind) and renders it. */
export function PreviewBody(p: Props): React.JSX.Element {
  return (
    <Suspense fallback={<NonIdealState icon={<Spinner size={24} />} title="Loading viewer…" />}>
      <PreviewSwitch {...p} />
    </Suspense>
  )
}

function PreviewSwitch({
  document: d,
  page,
  externalViewerEnabled,
  onDownload,
}: Props): React.JSX.Element {
  const kind = previewKind(d, externalViewerEnabled)
  const url = d.signed ?? ''
  switch (kind) {
    case 'frame':
      // docs/rules.md#preview: PDF previews natively inside a frame; the viewer opens at #page=N.
      return (
        <iframe
          key={`${d.id}#${page ?? 1}`}
          className="preview-frame"
          src={
            page != null && page > 1 && d.fileType === 'application/pdf'
              ? `${url}#page=${page}`
              : url
          }
          title={d.name}
          data-testid="preview-frame"
        />
      )
    case 'image':
      return <ImagePreview key={d.id} url={url} name={d.name} />
    case 'docx':
      return <DocxPreview key={d.id} url={url} fileName={d.name} />
    case 'sheet':
      return <SheetPreview key={d.id} url={url} fileName={d.name} />
    case 'csv':
      return <CsvPreview key={d.id} url={url} fileName={d.name} />
    case 'eml':
      return <EmlPreview key={d.id} url={url} fileName={d.name} />
    case 'external':
      return (
        <iframe
          key={d.id}
          className="preview-frame"
          src={`${EXTERNAL_VIEWER_URL}${encodeURIComponent(url)}`}
          title={d.name}
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      )
    case 'none':
      return (
        <NoPreview
          fileExt={d.fileExt}
          onDownload={onDownload}
          canDownload={Boolean(d.signed)}
          {...(isLegacyExcel(d) ? { reason: LEGACY_WORKBOOK_MESSAGE } : {})}
        />
      )
  }
}
