/**
 * The upload limits the drop zone shows are the server's too: one upload holds at most
 * MAX_FILES_PER_DROP files, refused with "Too many files" and the limit — for signing and for
 * registration, whatever client calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server'
import { MAX_FILES_PER_DROP } from '../../../src/shared/constants'
import {
  CreateManyDocumentsDocument,
  SignS3UploadsDocument,
} from '../../../src/shared/graphql/operations.generated'
import { MESSAGES } from '../../../src/shared/messages'
import { BACKENDS, gql, startSeededServer } from '../helpers'

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`upload limits on ${title}`, () => {
    let server: CaseServer
    let stop: () => Promise<void>
    beforeAll(async () => {
      ;({ server, stop } = await startSeededServer(backend))
    })
    afterAll(async () => stop?.())

    const docs = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ fileName: `f${i}.pdf`, fileType: 'application/pdf' }))

    it('signs one upload of the limit, and refuses one file more with the limit named', async () => {
      const ok = await gql(
        server.graphqlUrl,
        SignS3UploadsDocument,
        {
          input: { caseId: 'demo-case-1', docs: docs(MAX_FILES_PER_DROP) },
        },
        server.token!,
      )
      expect(ok.errors).toBeUndefined()
      const over = await gql(
        server.graphqlUrl,
        SignS3UploadsDocument,
        {
          input: { caseId: 'demo-case-1', docs: docs(MAX_FILES_PER_DROP + 1) },
        },
        server.token!,
      )
      expect(over.errors?.[0]?.message).toBe(MESSAGES.tooManyFilesAtOnce(MAX_FILES_PER_DROP))
    })

    it('refuses to register more than the limit in one call', async () => {
      const r = await gql(
        server.graphqlUrl,
        CreateManyDocumentsDocument,
        {
          input: {
            documents: docs(MAX_FILES_PER_DROP + 1).map((d, i) => ({
              classId: 'demo-case-1',
              fileName: d.fileName,
              fileType: d.fileType,
              directUploadKey: `uploads/none/${i}`,
            })),
          },
        },
        server.token!,
      )
      expect(r.errors?.[0]?.message).toBe(MESSAGES.tooManyFilesAtOnce(MAX_FILES_PER_DROP))
    })
  })
}
