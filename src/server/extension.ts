/** The plug-in point of the case server: what an extension (such as the extraction jobs) provides. */
import type { AuthUser } from './auth/authenticator'
import type { ResolverMap } from './graphql/build-schema'
import type { ServerServices } from './graphql/context'

/**
 * A part that plugs into the server without editing it (the extraction worker): SDL with
 * `extend type Query/Mutation`, resolvers for it, its own migrations folder (files
 * `NNN_name.sql`, run in name order with the server's), and lifecycle hooks. Keep an
 * extension's SDL in a `.graphql` file under src/server: `npm run codegen` reads every one of
 * them, so its resolvers and clients are typed like the rest of the schema.
 */
export type CaseServerExtension = {
  readonly name: string
  readonly typeDefs?: string
  readonly resolvers?: ResolverMap
  readonly migrationsDir?: string
  /** Called once the database is migrated, before the server listens. */
  readonly start?: (services: ServerServices) => Promise<void> | void
  /** Called on close, before the database closes. */
  readonly close?: () => Promise<void> | void
  /** Called after createManyDocuments created documents (not for idempotent retries). */
  readonly onDocumentsCreated?: (
    ids: readonly string[],
    user: AuthUser,
    services: ServerServices,
  ) => void
}
