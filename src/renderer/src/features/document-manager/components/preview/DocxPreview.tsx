import mammoth from 'mammoth'
import { useCallback } from 'react'
import { sanitizeHtml } from '../../model/sanitize-html'
import { LoadedView } from './LoadedView'
import { RemoteContentNote } from './RemoteContentNote'
import { ScrollRegion } from './ScrollRegion'
import { useConvertedDocument } from './use-document-bytes'

/**
 * A .docx rendered locally as HTML (mammoth), sanitised with nothing fetched (linked pictures are
 * left out, with a note); works offline.
 */
export function DocxPreview({
  url,
  fileName,
}: {
  readonly url: string
  readonly fileName: string
}): React.JSX.Element {
  const convert = useCallback(async (bytes: ArrayBuffer) => {
    const result = await mammoth.convertToHtml({ arrayBuffer: bytes })
    return sanitizeHtml(result.value)
  }, [])
  const loaded = useConvertedDocument(url, fileName, convert)
  return (
    <LoadedView loaded={loaded}>
      {(clean) => (
        <ScrollRegion label={fileName}>
          <RemoteContentNote blocked={clean.remoteBlocked} />
          <article
            className="docx-page"
            data-testid="docx-preview"
            dangerouslySetInnerHTML={{ __html: clean.html }}
          />
        </ScrollRegion>
      )}
    </LoadedView>
  )
}
