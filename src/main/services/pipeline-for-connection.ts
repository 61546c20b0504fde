/** The upload pipeline bound to one connection: what the host, the inbox set and the CLI share. */
import type { Connection } from '../../shared/contract'
import { createGraphqlClient } from './graphql-client'
import { createUploadPipeline, type UploadPipeline } from './upload-pipeline'

export type { UploadPipeline } from './upload-pipeline'

/** One pipeline per connection (GraphQL url + token), rebuilt when the app switches servers. */
export function pipelineFor(
  connection: Connection,
  options: { readonly retryForMs?: number } = {},
): UploadPipeline {
  return createUploadPipeline({
    client: createGraphqlClient({ url: connection.graphqlUrl, token: connection.token }),
    ...options,
  })
}

/**
 * The pipeline with the provider name of the upload-failure message (docs/rules.md#messages) put
 * into every request that names none (the watched inbox builds its requests itself; the name is
 * read at each batch, so a change in the settings applies to the next one).
 */
export function withProviderName(pipeline: UploadPipeline, name: () => string): UploadPipeline {
  return { upload: (request) => pipeline.upload({ providerName: name(), ...request }) }
}
