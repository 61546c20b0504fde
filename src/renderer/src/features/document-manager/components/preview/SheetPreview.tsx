import { Tab, Tabs } from '@blueprintjs/core'
import { useCallback, useState } from 'react'
import { read, utils } from 'xlsx'
import { LoadedView } from './LoadedView'
import { TablePreview } from './TablePreview'
import { useConvertedDocument } from './use-document-bytes'

type Sheet = { readonly name: string; readonly rows: unknown[][] }

/** An .xlsx/.xls workbook rendered locally (SheetJS), one tab per sheet. */
export function SheetPreview({
  url,
  fileName,
}: {
  readonly url: string
  readonly fileName: string
}): React.JSX.Element {
  const convert = useCallback(async (bytes: ArrayBuffer): Promise<Sheet[]> => {
    const book = read(bytes, { type: 'array', cellDates: true, sheetRows: 501 })
    return book.SheetNames.map((name) => ({
      name,
      rows: utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, blankrows: false }),
    }))
  }, [])
  const loaded = useConvertedDocument(url, fileName, convert)
  const [tab, setTab] = useState(0)
  return (
    <LoadedView loaded={loaded}>
      {(sheets) => (
        <div className="sheet-preview">
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
          <TablePreview rows={sheets[Math.min(tab, sheets.length - 1)]?.rows ?? []} />
        </div>
      )}
    </LoadedView>
  )
}
