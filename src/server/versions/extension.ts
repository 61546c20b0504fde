/**
 * Versions as a case-server extension, always installed by startCaseServer: a document's file
 * versions, a new version from an upload and the restore of an earlier one
 * (docs/rules.md#document-versions); a document compared with its policy and the policy rolled to
 * a new version from it (docs/rules.md#renewal); the value history of form fields
 * (docs/rules.md#value-history). Its SDL is versions.graphql and renewals.graphql next to this
 * file; its tables come with the server's migrations.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CaseServerExtension } from '../extension'
import { requireDocument, requireEntity, requirePolicy, roleRefusal } from '../auth/authorize'
import { policyById } from '../domain/case-reads'
import { documentsByIds } from '../domain/document-reads'
import { UserError } from '../domain/errors'
import { userOf, type GraphQLContext } from '../graphql/context'
import type { Resolvers } from '../graphql/schema.generated'
import type { FormValues } from '../../shared/review/field-path'
import { restoreVersion } from './document-versions'
import { comparisonOf, loadComparisonSource, todayIso } from './policy-comparison'
import { createPolicyVersionFromDocument } from './policy-version-create'
import { formDataHistory } from './value-history'
import { loadVersions } from './version-reads'
import { removeObjects } from './version-pruning'
import { addDocumentVersion } from './version-upload'

/** Beside this module (the desktop build copies them next to its bundle, like schema.graphql). */
const SDL_PATHS = ['versions.graphql', 'renewals.graphql'].map((f) =>
  resolve(import.meta.dirname, f),
)

/** A JSON value for the API: codegen types every JSON scalar as form values; these are any JSON. */
const json = (v: unknown) => v as FormValues | null

/** A policy version with who created it, as the case reads build it. */
async function policyVersionOf(ctx: GraphQLContext, policyId: string, versionId: string | null) {
  if (versionId === null) return null
  const policy = await policyById(ctx.services.db, policyId)
  return policy?.policyVersions.find((v) => v.id === versionId) ?? null
}

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
    Query: {
      policyComparison: async (_, args, ctx) => {
        await requirePolicy(ctx, args.policyId, 'read')
        await requireDocument(ctx, args.documentId, 'read')
        const source = await loadComparisonSource(ctx.services.db, args.policyId, args.documentId)
        const c = comparisonOf(source, todayIso())
        const reason = c.reason ?? roleRefusal(userOf(ctx), 'review')?.message ?? null
        return {
          ...c,
          rows: c.rows.map((r) => ({
            ...r,
            current: json(r.current),
            proposed: json(r.proposed),
            bbox: json(r.bbox),
          })),
          canCreateVersion: reason === null,
          reason,
          currentVersion: await policyVersionOf(
            ctx,
            args.policyId,
            source.currentVersion?.id ?? null,
          ),
        }
      },
      formDataHistory: async (_, args, ctx) => {
        await requireEntity(ctx, args.entityType, args.entityId, 'read')
        const rows = await formDataHistory(
          ctx.services.db,
          args.entityType,
          args.entityId,
          args.field ?? null,
          args.policyVersionId ?? null,
        )
        return rows.map((r) => ({
          ...r,
          before: json(r.before),
          after: json(r.after),
          bbox: json(r.bbox),
          beforeBbox: json(r.beforeBbox),
        }))
      },
    },
    Mutation: {
      // Creating policy versions is a reviewer's (docs/rules.md#permissions).
      createPolicyVersionFromDocument: async (_, args, ctx) => {
        const { policyId, documentId } = args.input
        await requireDocument(ctx, documentId, 'read')
        await requirePolicy(ctx, policyId, 'review')
        const id = await createPolicyVersionFromDocument(
          ctx.services.db,
          args.input,
          userOf(ctx).id,
        )
        const version = await policyVersionOf(ctx, policyId, id)
        if (!version) throw new UserError(`Policy version ${id} not found`, 'NOT_FOUND')
        return version
      },
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
  const typeDefs = SDL_PATHS.map((p) => readFileSync(p, 'utf8')).join('\n')
  return { name: 'versions', typeDefs, resolvers }
}
