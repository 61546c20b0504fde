import Papa from 'papaparse'
import { useCallback } from 'react'
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
    return Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: 501 }).data
  }, [])
  const loaded = useConvertedDocument(url, fileName, convert)
  return <LoadedView loaded={loaded}>{(rows) => <TablePreview rows={rows} />}</LoadedView>
}
