import { ApolloProvider } from '@apollo/client'
import { NonIdealState, Spinner } from '@blueprintjs/core'
import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import type { PageConnection } from '../../../shared/contract'
import { createApolloClient } from './apollo'
import { errorMessage, getNativeApi } from './native'
import { showToast } from './toaster'

/** Notices already shown (a re-created connection brings the same ones again). */
const shownNotices = new Set<string>()

const ConnectionContext = createContext<PageConnection | null>(null)

/** The server the app talks to now (inside ConnectionProvider). */
export function useConnection(): PageConnection {
  const c = useContext(ConnectionContext)
  if (c === null) throw new Error('useConnection outside ConnectionProvider')
  return c
}

/**
 * Asks the native side where the GraphQL server is ('app.connection') and provides an Apollo client
 * for it; a 'connection.changed' event (embedded ↔ team) re-creates the client.
 */
export function ConnectionProvider({
  children,
}: {
  readonly children: React.ReactNode
}): React.JSX.Element {
  const [connection, setConnection] = useState<PageConnection | null>(null)
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

  // What the server's start must tell the user (a database folder set aside): once per message.
  useEffect(() => {
    for (const notice of connection?.notices ?? []) {
      if (shownNotices.has(notice)) continue
      shownNotices.add(notice)
      // Stays until closed: it names a folder the user may want to find.
      showToast({
        title: 'The case database was recreated',
        description: notice,
        intent: 'warning',
        timeout: 0,
      })
    }
  }, [connection])

  const client = useMemo(() => (connection ? createApolloClient(connection) : null), [connection])
  useEffect(() => () => client?.stop(), [client])

  if (error) {
    return <NonIdealState icon="offline" title="Cannot reach the case server" description={error} />
  }
  if (!client || !connection) {
    return <NonIdealState icon={<Spinner size={24} />} title="Connecting…" />
  }
  return (
    <ConnectionContext.Provider value={connection}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ConnectionContext.Provider>
  )
}
