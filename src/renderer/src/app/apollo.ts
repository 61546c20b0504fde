import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client'
import type { Connection } from '../../../shared/contract'

/**
 * An Apollo client for one connection (embedded server or team server). Documents are normalised
 * by id; list fields are replaced on refetch (the server's order wins).
 */
export function createApolloClient(connection: Connection): ApolloClient<unknown> {
  return new ApolloClient({
    link: new HttpLink({
      uri: connection.graphqlUrl,
      headers: { authorization: `Bearer ${connection.token}` },
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
