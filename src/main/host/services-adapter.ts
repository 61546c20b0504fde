/**
 * The handlers' ShellServices port over the real services in src/main/services: one upload
 * pipeline per connection (the GraphQL client is bound to an endpoint and token), the archive
 * writer, the single-file download and the inbox watchers.
 */
import type { UploadFileResult } from '../../shared/contract'
import { archiveFileName } from '../services/archive-names'
import { writeArchive } from '../services/archive-writer'
import { downloadFile } from '../services/file-download'
import { pipelineFor, type UploadPipeline } from '../services/pipeline-for-connection'
import type { ShellServices } from './ports'

/** Results as the contract carries them (the pipeline's extra diagnostics stay in the host). */
function contractResult(r: UploadFileResult): UploadFileResult {
  return r.ok
    ? { fileName: r.fileName, ok: true, documentId: r.documentId }
    : { fileName: r.fileName, ok: false, message: r.message }
}

/** Builds the port; `inboxes` come from the inbox watcher set the host owns. */
export function createShellServices(inboxes: ShellServices['inboxes']): ShellServices {
  let cached: { key: string; pipeline: UploadPipeline; provider: { name: string } } | null = null
  return {
    upload: async (req) => {
      const key = `${req.connection.graphqlUrl}\n${req.connection.token}`
      if (cached?.key !== key) {
        const provider = { name: req.providerName }
        cached = { key, provider, pipeline: pipelineFor(req.connection, () => provider.name) }
      }
      cached.provider.name = req.providerName
      const batch = await cached.pipeline.upload({
        batchId: req.batchId,
        caseId: req.caseId,
        lender: req.lender,
        files: req.files,
        categoryId: req.categoryId,
        extractData: req.extractData,
        associations: req.associations,
        source: 'upload',
        onProgress: req.onProgress,
      })
      for (const r of batch.results) {
        if (!r.ok && r.serverMessage) console.warn(`upload ${r.fileName}: ${r.serverMessage}`)
      }
      return batch.results.map(contractResult)
    },
    archiveFileName: (caseRef, given) => archiveFileName({ caseRef, fileName: given }),
    writeArchive: async (req) => {
      const r = await writeArchive({
        documents: req.documents,
        targetPath: req.outPath,
        signal: req.signal,
        onProgress: req.onProgress,
      })
      return { path: r.path, count: r.count }
    },
    download: async (url, outPath, signal) => {
      await downloadFile({ url, targetPath: outPath, signal })
    },
    inboxes,
  }
}
