/** Upload steps over real HTTP for the upload-integrity suites: sign, PUT, register, read back. */
import { createHash } from 'node:crypto'
import {
  CaseDocumentManagerDocumentsDocument,
  CreateManyDocumentsDocument,
  SignS3UploadsDocument,
  type CreateDocumentInput,
  type CreateManyDocumentsResult,
} from '../../../src/shared/graphql/operations.generated'
import { gql, gqlOk, type GqlResponse } from '../helpers'

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/** A small valid PDF whose text makes its bytes unique. */
export const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${text}\ntrailer <<>>\n%%EOF\n`)

/** The first bytes of a Linux program. */
export const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(120, 1),
])

export type Api = { readonly url: string; readonly token: string }

export async function sign(
  api: Api,
  docs: { fileName: string; fileType: string; size?: number | null }[],
) {
  return (await gqlOk(api.url, SignS3UploadsDocument, { input: { docs } }, api.token)).signS3Uploads
}

export async function signOne(
  api: Api,
  fileName: string,
  fileType = 'application/pdf',
  size?: number,
) {
  return (await sign(api, [{ fileName, fileType, ...(size != null ? { size } : {}) }]))[0]!
}

export async function put(signedUrl: string, body: Buffer, type = 'application/pdf') {
  const res = await fetch(signedUrl, { method: 'PUT', headers: { 'content-type': type }, body })
  return { status: res.status, text: await res.text() }
}

export function register(
  api: Api,
  documents: CreateDocumentInput[],
): Promise<GqlResponse<CreateManyDocumentsResult>> {
  return gql(api.url, CreateManyDocumentsDocument, { input: { documents } }, api.token)
}

/** Signs, PUTs and registers one file; returns the document id and its upload key. */
export async function uploadOne(
  api: Api,
  caseId: string,
  fileName: string,
  body: Buffer,
  options: { type?: string; attempt?: string; withHash?: boolean } = {},
) {
  const type = options.type ?? 'application/pdf'
  const s = await signOne(api, fileName, type, body.length)
  const p = await put(s.signedUrl, body, type)
  if (p.status !== 200) throw new Error(`PUT ${p.status}: ${p.text}`)
  const r = await register(api, [
    {
      classId: caseId,
      fileName,
      fileType: type,
      directUploadKey: s.directUploadKey,
      ...(options.withHash === false ? {} : { sha256: sha256(body) }),
      ...(options.attempt ? { attempt: options.attempt } : {}),
    },
  ])
  if (r.errors?.length || !r.data) throw new Error(JSON.stringify(r.errors))
  return { id: r.data.createManyDocuments[0]!.id, signed: s }
}

/** Every document of a case, page by page (a page holds at most 100). */
export async function caseDocuments(api: Api, caseId: string) {
  const nodes = []
  for (let offset = 0; ; offset += 100) {
    const { documents } = await gqlOk(
      api.url,
      CaseDocumentManagerDocumentsDocument,
      { id: caseId, limit: 100, offset },
      api.token,
    )
    nodes.push(...documents.nodes)
    if (documents.nodes.length < 100 || nodes.length >= documents.totalCount) return nodes
  }
}

/** The bytes of a document, through its signed GET URL. */
export async function documentBytes(api: Api, caseId: string, id: string): Promise<Buffer> {
  const doc = (await caseDocuments(api, caseId)).find((d) => d.id === id)
  if (!doc?.signed) throw new Error(`no document ${id} with a signed URL in ${caseId}`)
  const res = await fetch(doc.signed)
  if (!res.ok) throw new Error(`GET ${res.status}`)
  return Buffer.from(await res.arrayBuffer())
}
