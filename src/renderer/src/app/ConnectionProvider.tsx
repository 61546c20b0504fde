import { ApolloProvider } from '@apollo/client'
import { NonIdealState, Spinner } from '@blueprintjs/core'
import { useEffect, useMemo, useState } from 'react'
import type { Connection } from '../../../shared/contract'
import { createApolloClient } from './apollo'
import { errorMessage, getNativeApi } from './native'

/**
 * Asks the native side where the GraphQL server is ('app.connection') and provides an Apollo client
 * for it; a 'connection.changed' event (embedded ↔ team) re-creates the client.
 */
export function ConnectionProvider({
  children,
}: {
  readonly children: React.ReactNode
}): React.JSX.Element {
  const [connection, setConnection] = useState<Connection | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const api = getNativeApi()
    let live = true
    api.call('app.connection', {}).then(
      (c) => live && setConnection(c),
      (e: unknown) => live && setError(errorMessage(e)),
    )
    const off = api.on('connection.changed', (c) => setConnection(c))
    return () => {
      live = false
      off()
    }
  }, [])

  const client = useMemo(() => (connection ? createApolloClient(connection) : null), [connection])
  useEffect(() => () => client?.stop(), [client])

  if (error) {
    return <NonIdealState icon="offline" title="Cannot reach the case server" description={error} />
  }
  if (!client) return <NonIdealState icon={<Spinner size={24} />} title="Connecting…" />
  return <ApolloProvider client={client}>{children}</ApolloProvider>
}
