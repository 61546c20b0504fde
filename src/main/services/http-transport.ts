/**
 * Which of node:http and node:https serves a URL, with that module's keep-alive agent: the one
 * choice the streaming GET and the GraphQL POST both make before each request.
 */
import http from 'node:http'
import https from 'node:https'

/** A keep-alive agent per scheme, shared by the requests of one caller. */
export interface KeepAliveAgents {
  readonly http: http.Agent
  readonly https: https.Agent
}

export function keepAliveAgents(maxSockets: number): KeepAliveAgents {
  return {
    http: new http.Agent({ keepAlive: true, maxSockets }),
    https: new https.Agent({ keepAlive: true, maxSockets }),
  }
}

export interface Transport {
  readonly target: URL
  readonly request: typeof http.request
  readonly get: typeof http.get
  readonly agent: http.Agent
}

/** The transport for `url`; throws for a scheme other than http: and https:. */
export function transportFor(url: string, agents: KeepAliveAgents): Transport {
  const target = new URL(url)
  if (target.protocol === 'https:')
    return { target, request: https.request, get: https.get, agent: agents.https }
  if (target.protocol === 'http:')
    return { target, request: http.request, get: http.get, agent: agents.http }
  throw new Error(`Unsupported URL scheme ${target.protocol}`)
}
