import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client'
import type { PageConnection } from '../../../shared/contract'

/**
 * An Apollo client for one connection (embedded server or team server; in the browser shell the
 * host's proxy, which adds the token itself). Documents are normalised by id; list fields are
 * replaced on refetch (the server's order wins).
 */
export function createApolloClient(connection: PageConnection): ApolloClient<unknown> {
  return new ApolloClient({
    link: new HttpLink({
      uri: connection.graphqlUrl,
      headers: connection.token ? { authorization: `Bearer ${connection.token}` } : {},
    }),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            documents: { keyArgs: ['filter', 'paging', 'sorting'] },
          },
        },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  })
}
