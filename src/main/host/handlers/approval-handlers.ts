/** `approvalPackage.save`: a policy version's approval package, written where the user chose. */
import type { CallOutput, CallPayload } from '../../../shared/contract'
import type { HandlerDeps } from '../ports'
import { safeFileName } from '../safe-paths'
import { checkUrl, chooseOutPath } from './archive-handlers'
import { HandlerError } from './handler-error'

/**
 * Asks where to save (desktop: the save dialog; browser shell: the downloads folder), fetches
 * each document from its signed link (only from the case server in use) and writes one PDF.
 */
export async function saveApprovalPackage(
  input: CallPayload<'approvalPackage.save'>,
  deps: HandlerDeps,
): Promise<CallOutput<'approvalPackage.save'>> {
  for (const d of input.documents) if (d.signed) checkUrl(deps, d.signed)
  const name = safeFileName(
    input.fileName.endsWith('.pdf') ? input.fileName : `${input.fileName}.pdf`,
  )
  const outPath = await chooseOutPath(deps, name, 'Save the approval package', ['pdf'])
  if (outPath === null) return { cancelled: true }
  try {
    const result = await deps.services.writeApprovalPackage({
      cover: input.cover,
      documents: input.documents,
      outPath,
    })
    deps.chosen.written.add(result.path)
    return result
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    // A document the server did not hand over, or one a PDF cannot take (damaged, encrypted).
    throw new HandlerError(
      /^Failed to (download|fetch)/.test(message) ? 'unreachable' : 'invalid',
      message,
    )
  }
}
