import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  buildSchema,
  Kind,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import * as generated from '../../../src/shared/graphql/operations.generated'

// The schema is every SDL file under src/server (schema.graphql and the extensions' own), as
// codegen and the server read it.
const SERVER_DIR = resolve(import.meta.dirname, '../../../src/server')
const sdl = readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.graphql'))
  .sort()
  .map((f) => readFileSync(join(SERVER_DIR, f), 'utf8'))
  .join('\n')
const schema = buildSchema(sdl)

const isDocument = (v: unknown): v is DocumentNode =>
  typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === Kind.DOCUMENT

const operationsOf = (doc: DocumentNode) =>
  doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)

/** Every generated operation document by its export name (`CaseListDocument`, …). */
const OPERATIONS = Object.entries(generated).filter(
  (e): e is [string, DocumentNode] => isDocument(e[1]) && operationsOf(e[1]).length > 0,
)

describe('client operations (src/shared/graphql/*.graphql)', () => {
  for (const [exportName, doc] of OPERATIONS) {
    it(`${exportName} is valid against the SDL and carries its spec name`, () => {
      expect(validate(schema, doc).map((e) => e.message)).toEqual([])
      const ops = operationsOf(doc)
      expect(ops).toHaveLength(1)
      // The export is named after the operation: `query signS3Uploads` → SignS3UploadsDocument.
      const name = ops[0]?.name?.value ?? ''
      expect(exportName.toLowerCase()).toBe(`${name}Document`.toLowerCase())
    })
  }

  it('covers every call of docs/rules.md#calls, with its exact operation name', () => {
    // Other operations (the audit trail, search, …) may be added beside them.
    expect(OPERATIONS.map(([, doc]) => operationsOf(doc)[0]?.name?.value)).toEqual(
      expect.arrayContaining([
        'AllAssetsAndPolicies',
        'AllCategories',
        'CaseDocumentManager',
        'CaseDocumentManagerDocuments',
        'CaseList',
        'DocumentExtractionStatus',
        'FormData',
        'Login',
        'Me',
        'SaveFormData',
        'TriggerExtraction',
        'createManyDocuments',
        'deleteDocument',
        'signS3Uploads',
        'updateDocument',
        'updateManyDocuments',
      ]),
    )
  })
})
