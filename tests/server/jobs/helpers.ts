/** Helpers of the extraction-jobs suites: a real server with the jobs extension, real uploads. */
import { startCaseServer, type CaseServer } from '../../../src/server/index'
import type { ExtractionJobsOptions } from '../../../src/server/jobs/extension'
import {
  CaseDocumentManagerDocumentsDocument,
  CreateManyDocumentsDocument,
  SignS3UploadsDocument,
  type AssociationInput,
} from '../../../src/shared/graphql/operations.generated'
import {
  DocumentExtractionStatusDocument,
  type DocumentExtractionStatusNode,
} from '../../../src/shared/graphql/operations.generated'
import { gqlOk } from '../helpers'

export { gql, gqlOk, tempDir, throwawayDatabase, BACKENDS, type TempDir } from '../helpers'

/** The demo case, policy and asset the suites attach documents to. */
export const CASE_ID = 'demo-case-1'
export const POLICY_ID = 'demo-policy-ho3'
export const ASSET_ID = 'demo-asset-harbor'
export const EXTRACTABLE_CATEGORY = 'demo-cat-declarations'
export const NON_EXTRACTABLE_CATEGORY = 'demo-cat-policy-jacket'

/** Starts a seeded server (its embedded extraction worker polls fast for tests). */
export async function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
  options: ExtractionJobsOptions = {},
): Promise<CaseServer> {
  return startCaseServer({
    dataDir,
    seed: 'demo',
    ...(databaseUrl ? { databaseUrl } : {}),
    extraction: {
      ...options,
      workerOptions: { pollMs: 100, retryDelayMs: 100, ...options.workerOptions },
    },
  })
}

/** Uploads bytes for real (signed PUT) and registers the document; returns its id. */
export async function uploadDocument(
  server: CaseServer,
  fileName: string,
  fileType: string,
  bytes: Uint8Array,
  options: {
    category?: string | null
    extractData?: boolean
    associations?: readonly AssociationInput[]
  } = {},
): Promise<string> {
  const { signS3Uploads } = await gqlOk(
    server.graphqlUrl,
    SignS3UploadsDocument,
    { input: { docs: [{ fileName, fileType, size: bytes.byteLength }] } },
    server.token,
  )
  const sig = signS3Uploads[0]!
  const put = await fetch(sig.signedUrl, {
    method: 'PUT',
    headers: { 'content-type': fileType },
    body: bytes,
  })
  if (!put.ok) throw new Error(`PUT failed: ${put.status}`)
  const { createManyDocuments } = await gqlOk(
    server.graphqlUrl,
    CreateManyDocumentsDocument,
    {
      input: {
        documents: [
          {
            classId: CASE_ID,
            fileName,
            fileType,
            directUploadKey: sig.directUploadKey,
            category: options.category === undefined ? EXTRACTABLE_CATEGORY : options.category,
            extractData: options.extractData ?? false,
            associations: options.associations ?? [
              { entityId: POLICY_ID, entityType: 'policy' },
              { entityId: ASSET_ID, entityType: 'asset' },
            ],
          },
        ],
      },
    },
    server.token,
  )
  return createManyDocuments[0]!.id
}

/** The documents of the demo case as the document manager lists them. */
export async function caseDocuments(server: CaseServer) {
  const r = await gqlOk(
    server.graphqlUrl,
    CaseDocumentManagerDocumentsDocument,
    { id: CASE_ID, limit: 1000 },
    server.token,
  )
  return r.documents.nodes
}

/** The extraction status of one document, through DocumentExtractionStatus. */
export async function statusOf(
  server: CaseServer,
  id: string,
): Promise<DocumentExtractionStatusNode> {
  const r = await gqlOk(
    server.graphqlUrl,
    DocumentExtractionStatusDocument,
    { classId: CASE_ID, ids: [id] },
    server.token,
  )
  const node = r.documentExtractionStatus[0]
  if (node === undefined) throw new Error(`no status for ${id}`)
  return node
}

/** Polls until `check` returns a value (not undefined), or throws after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  what = 'condition',
): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await check()
    if (v !== undefined) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Waits until a document's extraction is finished (done or failed); returns its status. */
export async function waitFinished(
  server: CaseServer,
  id: string,
  timeoutMs = 90_000,
): Promise<DocumentExtractionStatusNode> {
  return waitFor(
    async () => {
      const s = await statusOf(server, id)
      return s.extractionStatus === 'done' || s.extractionStatus === 'failed' ? s : undefined
    },
    timeoutMs,
    `extraction of ${id} to finish`,
  )
}
