/**
 * Document file versions as a case-server extension, always installed by startCaseServer: a
 * document's versions and their signed URLs, a new version from an upload, the restore of an
 * earlier one (docs/rules.md#document-versions). Its SDL is versions.graphql next to this file;
 * its tables come with the server's migrations.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CaseServerExtension } from '../extension'
import { requireDocument } from '../auth/authorize'
import { documentsByIds } from '../domain/document-reads'
import { UserError } from '../domain/errors'
import { userOf, type GraphQLContext } from '../graphql/context'
import type { Resolvers } from '../graphql/schema.generated'
import { restoreVersion } from './document-versions'
import { loadVersions } from './version-reads'
import { removeObjects } from './version-pruning'
import { addDocumentVersion } from './version-upload'

/** Beside this module (the desktop build copies it next to its bundle, like schema.graphql). */
const SDL_PATH = resolve(import.meta.dirname, 'versions.graphql')

/** The document after a change, as the mutation returns it. */
async function documentAfter(ctx: GraphQLContext, id: string) {
  const [doc] = await documentsByIds(ctx.services.db, ctx.services.signGet, [id])
  if (!doc) throw new UserError(`Document ${id} not found`, 'NOT_FOUND')
  return doc
}

/** The extension (startCaseServer installs it). */
export function versionsExtension(): CaseServerExtension {
  const resolvers: Resolvers = {
    // Reached only through a document the caller may read (its root field checked that).
    Document: {
      versions: (doc, _, ctx) => loadVersions(ctx, doc.id),
    },
    DocumentVersion: {
      signed: (v, _, ctx) => ctx.services.signGet(v.objectKey, v.fileType),
    },
    Mutation: {
      addDocumentVersion: async (_, args, ctx) => {
        await requireDocument(ctx, args.input.id, 'write')
        await addDocumentVersion(ctx.services, userOf(ctx), args.input)
        return documentAfter(ctx, args.input.id)
      },
      restoreDocumentVersion: async (_, args, ctx) => {
        const { id, versionId } = args.input
        await requireDocument(ctx, id, 'write')
        const user = userOf(ctx)
        const r = await ctx.services.db.tx((q) => restoreVersion(q, id, versionId, user.id))
        await removeObjects(ctx.services.objects, r.unreferencedKeys)
        return documentAfter(ctx, id)
      },
    },
  }
  return { name: 'versions', typeDefs: readFileSync(SDL_PATH, 'utf8'), resolvers }
}
