/** What every resolver receives: the caller and the server's services. */
import type { Authenticator, AuthUser } from '../auth/authenticator'
import type { Db } from '../db/client'
import type { GetSigner } from '../domain/document-reads'
import type { ObjectStore } from '../objects/object-store'
import type { UploadLimits } from '../domain/upload-signing'
import { UserError } from '../domain/errors'

/** The server's services, shared by every request (and handed to extensions). */
export type ServerServices = {
  readonly db: Db
  readonly objects: ObjectStore
  readonly auth: Authenticator
  /** Signs fresh GET URLs for documents. */
  readonly signGet: GetSigner
  /** Server secret (HMAC of the local store's URLs); persisted in the database. */
  readonly secret: string
  /** Per-file maximum, per-user quota and the orphans' grace period. */
  readonly uploadLimits: UploadLimits
  /** Called after createManyDocuments created documents (the extraction worker listens). */
  readonly documentsCreated: (ids: readonly string[], user: AuthUser) => void
}

export type GraphQLContext = {
  /** Null only while running `login`, the one call allowed without credentials. */
  readonly user: AuthUser | null
  readonly services: ServerServices
  /** The bearer token of the request (logout ends its session). */
  readonly token: string | null
  /** The caller's IP address (login attempts are limited per address). */
  readonly clientAddress: string
}

/** The caller, or UNAUTHENTICATED: every field but `login` needs one. */
export function userOf(ctx: GraphQLContext): AuthUser {
  if (!ctx.user) throw new UserError('Authentication required', 'UNAUTHENTICATED')
  return ctx.user
}
