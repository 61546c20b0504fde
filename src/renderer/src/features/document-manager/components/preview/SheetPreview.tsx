import { Tab, Tabs } from '@blueprintjs/core'
import { useState } from 'react'
import { LoadedView } from './LoadedView'
import { readSheets } from './read-sheets'
import { TablePreview } from './TablePreview'
import { useConvertedDocument } from './use-document-bytes'

/**
 * An .xlsx workbook rendered locally, one tab per sheet. The file is untrusted: it is read in a
 * Web Worker with size, cell and time limits (read-sheets.ts), never on the UI thread.
 */
export function SheetPreview({
  url,
  fileName,
}: {
  readonly url: string
  readonly fileName: string
}): React.JSX.Element {
  const loaded = useConvertedDocument(url, fileName, readSheets)
  const [tab, setTab] = useState(0)
  return (
    <LoadedView loaded={loaded}>
      {(sheets) => {
        const sheet = sheets[Math.min(tab, sheets.length - 1)]
        return (
          <div className="sheet-preview" data-testid="sheet-preview">
            {sheets.length > 1 ? (
              <Tabs
                id="sheets"
                selectedTabId={tab}
                onChange={(id) => setTab(Number(id))}
                className="sheet-tabs"
              >
                {sheets.map((s, i) => (
                  <Tab key={s.name} id={i} title={s.name} />
                ))}
              </Tabs>
            ) : null}
            <TablePreview
              label={sheets.length > 1 && sheet ? `${fileName}, sheet ${sheet.name}` : fileName}
              rows={sheet?.rows ?? []}
              totalRows={Math.max(0, (sheet?.total ?? 0) - 1)}
            />
          </div>
        )
      }}
    </LoadedView>
  )
}
