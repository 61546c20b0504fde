/**
 * Resolvers of the root fields. Each root field loads its whole result with batched queries and
 * returns plain objects shaped like the SDL types, so nested fields need no resolvers (no N+1).
 * Arguments and results are typed by the SDL (schema.generated.ts, `npm run codegen`).
 */
import { listCases, listAssets, listPolicies, loadCase } from '../domain/case-reads'
import { listCategories } from '../domain/category-reads'
import { documentsByIds, listDocuments } from '../domain/document-reads'
import { createDocuments } from '../domain/document-registration'
import { deleteDocument, updateDocuments } from '../domain/document-writes'
import { signUploads } from '../domain/upload-signing'
import { UserError } from '../domain/errors'
import { userOf } from './context'
import type { Resolvers } from './schema.generated'

/** The resolvers of Query and Mutation. */
export const resolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => userOf(ctx),
    categories: (_, args, ctx) => listCategories(ctx.services.db, args),
    cases: (_, args, ctx) => listCases(ctx.services.db, args),
    case: (_, args, ctx) => loadCase(ctx.services.db, args.id),
    assets: (_, args, ctx) => listAssets(ctx.services.db, args),
    policies: (_, args, ctx) => listPolicies(ctx.services.db, args),
    documents: (_, args, ctx) => listDocuments(ctx.services.db, ctx.services.signGet, args),
    signS3Uploads: (_, args, ctx) => signUploads(ctx.services, userOf(ctx), args.input.docs),
  },
  Mutation: {
    login: async (_, args, ctx) => {
      const r = await ctx.services.auth.login(args.email, args.password)
      if (!r) throw new UserError('Invalid email or password', 'UNAUTHENTICATED')
      return r
    },
    createManyDocuments: async (_, args, ctx) => {
      const user = userOf(ctx)
      const { ids, created } = await createDocuments(ctx.services, user, args.input.documents)
      if (created.length) ctx.services.documentsCreated(created, user)
      return documentsByIds(ctx.services.db, ctx.services.signGet, ids)
    },
    updateDocument: async (_, args, ctx) => {
      userOf(ctx)
      const { id, ...rest } = args.input
      await updateDocuments(ctx.services, { ids: [id], ...rest })
      const [doc] = await documentsByIds(ctx.services.db, ctx.services.signGet, [id])
      if (!doc) throw new UserError(`Document ${id} not found`, 'NOT_FOUND')
      return doc
    },
    updateManyDocuments: async (_, args, ctx) => {
      userOf(ctx)
      return { updatedCount: await updateDocuments(ctx.services, args.input) }
    },
    deleteDocument: async (_, args, ctx) => {
      userOf(ctx)
      return { id: await deleteDocument(ctx.services, args.input.id) }
    },
  },
}
