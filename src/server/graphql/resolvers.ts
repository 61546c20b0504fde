/**
 * Resolvers of the root fields. Each root field loads its whole result with batched queries and
 * returns plain objects shaped like the SDL types, so nested fields need no resolvers (no N+1).
 * Arguments and results are typed by the SDL (schema.generated.ts, `npm run codegen`).
 */
import {
  canSeeCase,
  caseScope,
  requireAnyCase,
  requireCase,
  requireCases,
  requireDocument,
  requireUser,
} from '../auth/authorize'
import { listCases, listAssets, listPolicies, loadCase } from '../domain/case-reads'
import { listCategories } from '../domain/category-reads'
import { documentsByIds, listDocuments } from '../domain/document-reads'
import { createDocuments } from '../domain/document-registration'
import { deleteDocument, updateDocuments } from '../domain/document-writes'
import { signUploads } from '../domain/upload-signing'
import { UserError } from '../domain/errors'
import { MAX_FILES_PER_DROP } from '../../shared/constants'
import { userOf } from './context'
import type { CreatedDocument, Resolvers } from './schema.generated'
import { selectsOnlyId } from './selection'

/** The resolvers of Query and Mutation; each one checks authorisation first (authorize.ts). */
export const resolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => requireUser(ctx),
    uploadLimits: (_, __, ctx) => {
      requireUser(ctx)
      return {
        maxFileBytes: ctx.services.uploadLimits.maxFileBytes,
        maxFilesPerUpload: MAX_FILES_PER_DROP,
      }
    },
    // Categories are the server's shared reference list: any signed-in user reads them.
    categories: (_, args, ctx) => {
      requireUser(ctx)
      return listCategories(ctx.services.db, args)
    },
    cases: (_, args, ctx) => listCases(ctx.services.db, args, caseScope(ctx)),
    case: async (_, args, ctx) =>
      (await canSeeCase(ctx, args.id)) ? loadCase(ctx.services.db, args.id) : null,
    assets: (_, args, ctx) => listAssets(ctx.services.db, args, caseScope(ctx)),
    policies: (_, args, ctx) => listPolicies(ctx.services.db, args, caseScope(ctx)),
    documents: (_, args, ctx) =>
      listDocuments(ctx.services.db, ctx.services.signGet, args, caseScope(ctx)),
    signS3Uploads: async (_, args, ctx) => {
      const { caseId } = args.input
      const user =
        caseId != null
          ? await requireCase(ctx, caseId, 'write')
          : await requireAnyCase(ctx, 'write')
      return signUploads(ctx.services, user, args.input.docs)
    },
  },
  Mutation: {
    login: async (_, args, ctx) => {
      const r = await ctx.services.auth.login(args.email, args.password, ctx.clientAddress)
      if (!r) throw new UserError('Invalid email or password', 'UNAUTHENTICATED')
      return r
    },
    // The caller's own session: nothing of any case is involved.
    logout: (_, __, ctx) => {
      requireUser(ctx)
      return ctx.token ? ctx.services.auth.logout(ctx.token) : false
    },
    changePassword: (_, args, ctx) =>
      ctx.services.auth.changePassword(
        requireUser(ctx),
        args.currentPassword,
        args.newPassword,
        ctx.clientAddress,
      ),
    createManyDocuments: async (_, args, ctx, info) => {
      const docs = args.input.documents
      const user = await requireCases(
        ctx,
        docs.map((d) => d.classId),
        'write',
      )
      const { ids, created } = await createDocuments(ctx.services, user, docs)
      if (created.length) ctx.services.documentsCreated(created, user)
      // An uploader asks for the ids only: reading every document back (and signing its URL)
      // for fields nobody selected was a fifth of a batch's registration. Fields not selected
      // are never read, so the ids alone answer such a query.
      if (selectsOnlyId(info.fieldNodes)) {
        return ids.map((id) => ({ id })) as unknown as CreatedDocument[]
      }
      return documentsByIds(ctx.services.db, ctx.services.signGet, ids)
    },
    updateDocument: async (_, args, ctx) => {
      const { id, ...rest } = args.input
      const user = await requireCase(ctx, rest.caseId, 'write')
      await updateDocuments(ctx.services, { ids: [id], ...rest }, user.id)
      const [doc] = await documentsByIds(ctx.services.db, ctx.services.signGet, [id])
      if (!doc) throw new UserError(`Document ${id} not found`, 'NOT_FOUND')
      return doc
    },
    updateManyDocuments: async (_, args, ctx) => {
      const user = await requireCase(ctx, args.input.caseId, 'write')
      return { updatedCount: await updateDocuments(ctx.services, args.input, user.id) }
    },
    deleteDocument: async (_, args, ctx) => {
      const { id, reason } = args.input
      await requireDocument(ctx, id, 'write')
      const user = userOf(ctx)
      return { id: await deleteDocument(ctx.services, id, user.id, reason?.trim() || null) }
    },
  },
}
