/** The extraction operations (src/shared/graphql/extraction.graphql) against the SDL. */
import { buildSchema, validate, type OperationDefinitionNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { readServerSdl } from '../../../src/server/graphql/build-schema'
import {
  DocumentExtractionStatusDocument,
  FormDataDocument,
  SaveFormDataDocument,
  TriggerExtractionDocument,
} from '../../../src/shared/graphql/operations.generated'

const schema = buildSchema(readServerSdl())

describe('extraction operations', () => {
  const ops = {
    TriggerExtraction: TriggerExtractionDocument,
    DocumentExtractionStatus: DocumentExtractionStatusDocument,
    FormData: FormDataDocument,
    SaveFormData: SaveFormDataDocument,
  }
  for (const [name, doc] of Object.entries(ops)) {
    it(`${name} is valid against the server SDL and carries its spec name`, () => {
      expect(validate(schema, doc).map((e) => e.message)).toEqual([])
      const defs = doc.definitions.filter(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
      )
      expect(defs.map((d) => d.name?.value)).toEqual([name])
    })
  }
})
