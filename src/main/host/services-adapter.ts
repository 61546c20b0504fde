/**
 * The handlers' ShellServices port over the real services in src/main/services: one upload
 * pipeline per connection (the GraphQL client is bound to an endpoint and token), the archive
 * writer, the single-file download and the inbox watchers.
 */
import { MESSAGES } from '../../shared/messages'
import { ArchiveError } from '../services/archive-writer'
import { archiveCase, UnknownCaseError } from '../services/case-archive'
import { writeApprovalPackage } from '../services/approval-package-writer'
import { downloadFile } from '../services/file-download'
import { createGraphqlClient } from '../services/graphql-client'
import { pipelineFor, type UploadPipeline } from '../services/pipeline-for-connection'
import { HandlerError } from './handlers/handler-error'
import type { ShellServices } from './ports'

/** Builds the port; `inboxes` come from the inbox watcher set the host owns. */
export function createShellServices(inboxes: ShellServices['inboxes']): ShellServices {
  let cached: { key: string; pipeline: UploadPipeline } | null = null
  return {
    upload: async (req) => {
      const key = `${req.connection.graphqlUrl}\n${req.connection.token}`
      if (cached?.key !== key) cached = { key, pipeline: pipelineFor(req.connection) }
      const batch = await cached.pipeline.upload({
        batchId: req.batchId,
        providerName: req.providerName,
        caseId: req.caseId,
        lender: req.lender,
        files: req.files,
        categoryId: req.categoryId,
        extractData: req.extractData,
        associations: req.associations,
        ...(req.newVersionOf !== undefined ? { newVersionOf: req.newVersionOf } : {}),
        source: 'upload',
        signal: req.signal,
        onProgress: req.onProgress,
      })
      for (const r of batch.results) {
        if (!r.ok && r.serverMessage) console.warn(`upload ${r.fileName}: ${r.serverMessage}`)
      }
      return batch.results
    },
    archive: async (req) => {
      try {
        const r = await archiveCase({
          client: createGraphqlClient({
            url: req.connection.graphqlUrl,
            token: req.connection.token,
          }),
          caseId: req.caseId,
          documentIds: req.documentIds,
          fileName: req.fileName,
          chooseTarget: req.chooseTarget,
          signal: req.signal,
          onProgress: req.onProgress,
        })
        return r === null ? null : { path: r.path, count: r.count, skipped: r.skipped }
      } catch (e) {
        if (e instanceof UnknownCaseError) throw new HandlerError('not-found', e.message)
        if (e instanceof ArchiveError && e.message === MESSAGES.noDocumentsToDownload) {
          throw new HandlerError('empty', e.message)
        }
        throw e
      }
    },
    writeApprovalPackage,
    download: async (url, outPath, signal) => {
      await downloadFile({ url, targetPath: outPath, signal })
    },
    inboxes,
  }
}
