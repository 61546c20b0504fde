/** The upload pipeline bound to one connection: what the host, the inbox set and the CLI share. */
import type { Connection } from '../../shared/contract'
import { createGraphqlClient } from './graphql-client'
import { createUploadPipeline, type UploadPipeline } from './upload-pipeline'

export type { UploadPipeline } from './upload-pipeline'

/** One pipeline per connection (GraphQL url + token), rebuilt when the app switches servers. */
export function pipelineFor(connection: Connection, providerName: () => string): UploadPipeline {
  return createUploadPipeline({
    client: createGraphqlClient({ url: connection.graphqlUrl, token: connection.token }),
    providerName,
  })
}
