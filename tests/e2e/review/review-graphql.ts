/**
 * Direct GraphQL calls for the review e2e: what the test needs to know from the server (does it
 * offer extraction jobs and form data, is the extraction done) without going through the page.
 */
import { print } from 'graphql'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import type { ShellHandle } from '../helpers/browser-shell'

/** Runs one typed operation against the shell's case server with the session's token. */
export async function gql<R, V extends Record<string, unknown>>(
  shell: ShellHandle,
  doc: TypedDocumentNode<R, V>,
  variables: V,
): Promise<R> {
  const { graphqlUrl, token } = await shell.api('app.connection', {})
  const res = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(doc), variables }),
  })
  const body = (await res.json()) as { data?: R; errors?: { message: string }[] }
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '))
  return body.data as R
}

/**
 * The extraction-review fields the server lacks (query formData, mutation saveFormData, mutation
 * triggerExtraction, query documentExtractionStatus); empty when it has them all.
 */
export async function missingReviewApi(shell: ShellHandle): Promise<string[]> {
  const { graphqlUrl, token } = await shell.api('app.connection', {})
  const res = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query:
        '{ q: __type(name: "Query") { fields { name } } m: __type(name: "Mutation") { fields { name } } }',
    }),
  })
  const body = (await res.json()) as {
    data?: { q: { fields: { name: string }[] }; m: { fields: { name: string }[] } }
  }
  const queries = new Set(body.data?.q.fields.map((f) => f.name) ?? [])
  const mutations = new Set(body.data?.m.fields.map((f) => f.name) ?? [])
  return [
    ...['formData', 'documentExtractionStatus']
      .filter((n) => !queries.has(n))
      .map((n) => `query ${n}`),
    ...['saveFormData', 'triggerExtraction']
      .filter((n) => !mutations.has(n))
      .map((n) => `mutation ${n}`),
  ]
}
