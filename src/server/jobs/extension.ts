/**
 * The extraction jobs as a case-server extension, always installed by startCaseServer: the
 * resolvers of the job and form-data fields (SDL in schema.graphql, tables in migration 002), the
 * automatic queueing of uploads with `extractData`, and (by default) an embedded worker loop. A
 * team server can turn the embedded worker off and run `npm run worker` processes instead.
 */
import type { CaseServerExtension } from '../extension'
import type { ServerServices } from '../graphql/context'
import { requireCase, requireDocument, requireEntity } from '../auth/authorize'
import { userOf } from '../graphql/context'
import type { Resolvers } from '../graphql/schema.generated'
import { documentsByIds } from '../domain/document-reads'
import { UserError } from '../domain/errors'
import { loadFormData, saveFormData } from './form-data-store'
import { documentExtractionStatus } from './status-reads'
import { queueUploadedDocuments, triggerExtraction } from './trigger'
import { startJobWorker, type JobWorker, type JobWorkerOptions } from './job-worker'
import { JOB_MESSAGES } from './job-messages'

export type ExtractionJobsOptions = {
  /** Run a worker loop inside the server (default true); false: separate worker processes. */
  readonly worker?: boolean
  /** Tuning of the embedded worker (lease, poll interval, retry delay, thread memory). */
  readonly workerOptions?: Omit<JobWorkerOptions, 'db' | 'objects'>
}

/** The extension (startCaseServer installs it; `options` come from CaseServerOptions.extraction). */
export function extractionJobsExtension(options: ExtractionJobsOptions = {}): CaseServerExtension {
  let worker: JobWorker | null = null
  const wake = () => worker?.wake()

  const resolvers: Resolvers = {
    Query: {
      documentExtractionStatus: async (_, args, ctx) => {
        await requireCase(ctx, args.classId, 'read')
        return documentExtractionStatus(ctx.services.db, args.classId, args.ids)
      },
      formData: async (_, args, ctx) => {
        await requireEntity(ctx, args.entityType, args.entityId, 'read')
        return loadFormData(ctx.services.db, args.entityType, args.entityId, args.policyVersionId)
      },
    },
    Mutation: {
      triggerExtraction: async (_, args, ctx) => {
        await requireDocument(ctx, args.id, 'write')
        await triggerExtraction(ctx.services.db, args.id, userOf(ctx).id)
        wake()
        const [doc] = await documentsByIds(ctx.services.db, ctx.services.signGet, [args.id])
        if (doc === undefined) throw new UserError(JOB_MESSAGES.documentNotFound, 'NOT_FOUND')
        return doc
      },
      // Saving a form is accepting or rejecting extracted values: reviewers only.
      saveFormData: async (_, args, ctx) => {
        await requireEntity(ctx, args.input.entityType, args.input.entityId, 'review')
        return saveFormData(ctx.services.db, args.input, userOf(ctx).id)
      },
    },
  }

  return {
    name: 'extraction-jobs',
    resolvers,
    start(services: ServerServices) {
      if (options.worker === false) return
      worker = startJobWorker({
        db: services.db,
        objects: services.objects,
        ...options.workerOptions,
      })
    },
    async close() {
      const w = worker
      worker = null
      await w?.stop()
    },
    onDocumentsCreated(ids, user, services) {
      // Uploads with extractData are queued for categories that support extraction.
      queueUploadedDocuments(services.db, ids, user.id)
        .then((queued) => {
          if (queued.length > 0) wake()
        })
        .catch((err: unknown) => console.error('extraction jobs: queueing uploads failed', err))
    },
  }
}
