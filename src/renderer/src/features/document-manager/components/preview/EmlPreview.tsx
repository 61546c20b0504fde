import { HTMLTable, Icon } from '@blueprintjs/core'
import PostalMime from 'postal-mime'
import { useCallback } from 'react'
import { formatDocumentCreatedAt } from '../../../review/review-format'
import { formatFileSize } from '../../model/file-size'
import { inlineImagesOf } from '../../model/inline-images'
import { sanitizeHtml } from '../../model/sanitize-html'
import { LoadedView } from './LoadedView'
import { RemoteContentNote } from './RemoteContentNote'
import { ScrollRegion } from './ScrollRegion'
import { useConvertedDocument } from './use-document-bytes'

type Address = { readonly name?: string; readonly address?: string }

const who = (a: Address | undefined): string =>
  a ? (a.name && a.address ? `${a.name} <${a.address}>` : (a.address ?? a.name ?? '')) : ''

/**
 * An .eml message rendered locally (postal-mime): headers, body and the attachments listed. The
 * HTML body shows no remote content (tracking pixels), with a note when some was left out.
 */
export function EmlPreview({
  url,
  fileName,
}: {
  readonly url: string
  readonly fileName: string
}): React.JSX.Element {
  const convert = useCallback(async (bytes: ArrayBuffer) => {
    const email = await PostalMime.parse(bytes)
    return {
      subject: email.subject ?? '(no subject)',
      from: who(email.from as Address | undefined),
      to: (email.to ?? []).map((a) => who(a as Address)).join(', '),
      // One date format for documents and messages: US date-time with the time zone.
      date: email.date ? formatDocumentCreatedAt(email.date) || email.date : '',
      // The body's cid: pictures come from the message itself; nothing remote is fetched.
      body: email.html
        ? sanitizeHtml(email.html, { inlineImages: inlineImagesOf(email.attachments) })
        : null,
      text: email.text ?? '',
      attachments: email.attachments.map((a) => ({
        name: a.filename ?? '(unnamed)',
        mimeType: a.mimeType,
        size: typeof a.content === 'string' ? a.content.length : a.content.byteLength,
      })),
    }
  }, [])
  const loaded = useConvertedDocument(url, fileName, convert)
  return (
    <LoadedView loaded={loaded}>
      {(m) => (
        <ScrollRegion label={fileName} className="eml-preview" testId="eml-preview">
          <h3 className="eml-subject">{m.subject}</h3>
          <HTMLTable compact className="eml-headers">
            <tbody>
              <tr>
                <th>From</th>
                <td>{m.from}</td>
              </tr>
              <tr>
                <th>To</th>
                <td>{m.to}</td>
              </tr>
              <tr>
                <th>Date</th>
                <td>{m.date}</td>
              </tr>
            </tbody>
          </HTMLTable>
          {m.attachments.length > 0 ? (
            <ul className="eml-attachments" aria-label="Attachments">
              {m.attachments.map((a, i) => (
                <li key={i}>
                  <Icon icon="paperclip" size={12} /> {a.name}{' '}
                  <span className="muted">
                    {a.mimeType} · {formatFileSize(a.size)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {m.body ? <RemoteContentNote blocked={m.body.remoteBlocked} /> : null}
          {m.body ? (
            <div className="eml-body" dangerouslySetInnerHTML={{ __html: m.body.html }} />
          ) : (
            <pre className="eml-body eml-body--text">{m.text}</pre>
          )}
        </ScrollRegion>
      )}
    </LoadedView>
  )
}
