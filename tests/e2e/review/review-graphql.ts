/**
 * Direct GraphQL calls for the review e2e: what the test needs to know from the server (does it
 * offer extraction jobs and form data, is the extraction done) without going through the page.
 */
import { print } from 'graphql'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import type { ShellHandle } from '../helpers/browser-shell'

/** Runs one typed operation against the shell's case server, through the page's proxy. */
export async function gql<R, V extends Record<string, unknown>>(
  shell: ShellHandle,
  doc: TypedDocumentNode<R, V>,
  variables: V,
): Promise<R> {
  return shell.graphql<R>(print(doc), variables)
}

/**
 * The extraction-review fields the server lacks (query formData, mutation saveFormData, mutation
 * triggerExtraction, query documentExtractionStatus); empty when it has them all.
 */
export async function missingReviewApi(shell: ShellHandle): Promise<string[]> {
  const data = await shell.graphql<{
    q: { fields: { name: string }[] }
    m: { fields: { name: string }[] }
  }>(
    '{ q: __type(name: "Query") { fields { name } } m: __type(name: "Mutation") { fields { name } } }',
  )
  const queries = new Set(data.q.fields.map((f) => f.name))
  const mutations = new Set(data.m.fields.map((f) => f.name))
  return [
    ...['formData', 'documentExtractionStatus']
      .filter((n) => !queries.has(n))
      .map((n) => `query ${n}`),
    ...['saveFormData', 'triggerExtraction']
      .filter((n) => !mutations.has(n))
      .map((n) => `mutation ${n}`),
  ]
}
