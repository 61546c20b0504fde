/**
 * Resolvers of the root fields. Each root field loads its whole result with batched queries and
 * returns plain objects shaped like the SDL types, so nested fields need no resolvers (no N+1).
 */
import {
  listCases,
  listAssets,
  listPolicies,
  loadCase,
  type AssetListArgs,
  type CaseListArgs,
  type PolicyListArgs,
} from '../domain/case-reads'
import { listCategories, type CategoryListArgs } from '../domain/category-reads'
import { documentsByIds, listDocuments, type DocumentListArgs } from '../domain/document-reads'
import { createDocuments, type CreateDocumentInput } from '../domain/document-registration'
import { deleteDocument, updateDocuments, type DocumentUpdate } from '../domain/document-writes'
import { signUploads, type SignUploadInput } from '../domain/upload-signing'
import { UserError } from '../domain/errors'
import type { AuthUser } from '../auth/authenticator'
import type { GraphQLContext } from './context'
import type { ResolverMap } from './build-schema'

function userOf(ctx: GraphQLContext): AuthUser {
  if (!ctx.user) throw new UserError('Authentication required', 'UNAUTHENTICATED')
  return ctx.user
}

type UpdateInput = {
  id: string
  caseId: string
  policyId?: string | null
  update: DocumentUpdate
}

/** The resolvers of Query and Mutation. */
export const resolvers: ResolverMap = {
  Query: {
    me: (_: unknown, __: unknown, ctx: GraphQLContext) => userOf(ctx),
    categories: (_: unknown, args: CategoryListArgs, ctx: GraphQLContext) =>
      listCategories(ctx.services.db, args),
    cases: (_: unknown, args: CaseListArgs, ctx: GraphQLContext) =>
      listCases(ctx.services.db, args),
    case: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      loadCase(ctx.services.db, args.id),
    assets: (_: unknown, args: AssetListArgs, ctx: GraphQLContext) =>
      listAssets(ctx.services.db, args),
    policies: (_: unknown, args: PolicyListArgs, ctx: GraphQLContext) =>
      listPolicies(ctx.services.db, args),
    documents: (_: unknown, args: DocumentListArgs, ctx: GraphQLContext) =>
      listDocuments(ctx.services.db, ctx.services.signGet, args),
    signS3Uploads: (
      _: unknown,
      args: { input: { docs: SignUploadInput[] } },
      ctx: GraphQLContext,
    ) => signUploads(ctx.services, userOf(ctx), args.input.docs),
  },
  Mutation: {
    login: async (_: unknown, args: { email: string; password: string }, ctx: GraphQLContext) => {
      const r = await ctx.services.auth.login(args.email, args.password)
      if (!r) throw new UserError('Invalid email or password', 'UNAUTHENTICATED')
      return r
    },
    createManyDocuments: async (
      _: unknown,
      args: { input: { documents: CreateDocumentInput[] } },
      ctx: GraphQLContext,
    ) => {
      const user = userOf(ctx)
      const { ids, created } = await createDocuments(ctx.services, user, args.input.documents)
      if (created.length) ctx.services.documentsCreated(created, user)
      return documentsByIds(ctx.services.db, ctx.services.signGet, ids)
    },
    updateDocument: async (_: unknown, args: { input: UpdateInput }, ctx: GraphQLContext) => {
      userOf(ctx)
      const { id, ...rest } = args.input
      await updateDocuments(ctx.services, { ids: [id], ...rest })
      const [doc] = await documentsByIds(ctx.services.db, ctx.services.signGet, [id])
      if (!doc) throw new UserError(`Document ${id} not found`, 'NOT_FOUND')
      return doc
    },
    updateManyDocuments: async (
      _: unknown,
      args: { input: Omit<UpdateInput, 'id'> & { ids: string[] } },
      ctx: GraphQLContext,
    ) => {
      userOf(ctx)
      return { updatedCount: await updateDocuments(ctx.services, args.input) }
    },
    deleteDocument: async (_: unknown, args: { input: { id: string } }, ctx: GraphQLContext) => {
      userOf(ctx)
      return { id: await deleteDocument(ctx.services, args.input.id) }
    },
  },
}
