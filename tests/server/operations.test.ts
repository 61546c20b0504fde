import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildSchema, validate, type OperationDefinitionNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { OPERATIONS } from '../../src/shared/graphql/operations'

const sdl = readFileSync(
  resolve(import.meta.dirname, '../../src/server/graphql/schema.graphql'),
  'utf8',
)
const schema = buildSchema(sdl)

describe('client operations (src/shared/graphql/operations.ts)', () => {
  for (const [name, doc] of Object.entries(OPERATIONS)) {
    it(`${name} is valid against the SDL and carries its spec name`, () => {
      expect(validate(schema, doc).map((e) => e.message)).toEqual([])
      const ops = doc.definitions.filter(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
      )
      expect(ops).toHaveLength(1)
      expect(ops[0]?.name?.value).toBe(name)
    })
  }

  it('covers every call of spec §7 except the extraction ones', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(
      [
        'AllAssetsAndPolicies',
        'AllCategories',
        'CaseDocumentManager',
        'CaseDocumentManagerDocuments',
        'CaseList',
        'Login',
        'Me',
        'createManyDocuments',
        'deleteDocument',
        'signS3Uploads',
        'updateDocument',
        'updateManyDocuments',
      ].sort(),
    )
  })
})
