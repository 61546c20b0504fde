import Papa from 'papaparse'
import { useCallback } from 'react'
import { TABLE_PREVIEW_MAX_ROWS } from '../../model/table-cell'
import { LoadedView } from './LoadedView'
import { TablePreview } from './TablePreview'
import { useConvertedDocument } from './use-document-bytes'

/** A CSV rendered locally as a table (papaparse). */
export function CsvPreview({
  url,
  fileName,
}: {
  readonly url: string
  readonly fileName: string
}): React.JSX.Element {
  const convert = useCallback(async (bytes: ArrayBuffer) => {
    const text = new TextDecoder().decode(bytes)
    // One row past what the table shows, so it can say that there are more.
    return Papa.parse<string[]>(text, {
      skipEmptyLines: 'greedy',
      preview: TABLE_PREVIEW_MAX_ROWS + 2,
    }).data
  }, [])
  const loaded = useConvertedDocument(url, fileName, convert)
  return (
    <LoadedView loaded={loaded}>
      {(rows) => <TablePreview label={fileName} rows={rows} />}
    </LoadedView>
  )
}
