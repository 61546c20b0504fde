/** The options every CLI command shares: which server, with which token, for which case. */
import type { Connection } from '../../shared/contract'
import { requireOption, UsageError } from '../../server/command-line'
import { teamGraphqlUrl } from '../services/graphql-client'

/** `--server <url> --token <t> --case <id>`, declared for node:util parseArgs. */
export const SERVER_OPTIONS = {
  server: { type: 'string' },
  token: { type: 'string' },
  case: { type: 'string' },
} as const

/** The connection and case the options name (each one required). */
export function serverConnection(values: {
  readonly server?: string
  readonly token?: string
  readonly case?: string
}): { readonly server: string; readonly connection: Connection; readonly caseId: string } {
  const server = requireOption(values.server, 'server')
  const token = requireOption(values.token, 'token')
  const caseId = requireOption(values.case, 'case')
  let graphqlUrl: string
  try {
    graphqlUrl = teamGraphqlUrl(server)
  } catch {
    throw new UsageError(`--server must be a URL, not ${server}`)
  }
  return { server, caseId, connection: { graphqlUrl, token, mode: 'team' } }
}
