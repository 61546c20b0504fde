/**
 * The document lifecycle as a case-server extension, always installed by startCaseServer: the
 * case's audit trail (the writers call recordHistory in their own transactions; this adds the
 * reads), the trash (restore, and the purge that enforces the retentions), the history settings,
 * each user's document-manager settings, search (with the indexer that reads each new file's
 * text) and merge. Its SDL is lifecycle.graphql next to this file.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CaseServerExtension } from '../extension'
import {
  requireAdministrator,
  requireCase,
  requireDocument,
  requireDocuments,
  requireUser,
} from '../auth/authorize'
import { documentsByIds } from '../domain/document-reads'
import { UserError } from '../domain/errors'
import type { GraphQLContext, ServerServices } from '../graphql/context'
import type { Resolvers } from '../graphql/schema.generated'
import { caseHistory, caseHistoryUsers, serverWideHistory } from './history/history-reads'
import { startPeriodic } from './periodic'
import { loadHistorySettings, saveHistorySettings } from './settings/history-settings-store'
import { loadUserSettings, updateUserSettings } from './settings/user-settings-store'
import { purgeExpired } from './trash/purge'
import { deletedDocuments } from './trash/trash-reads'
import { restoreDocument } from './trash/trash-writes'
import { mergeDocuments } from './merge/merge-documents'
import { searchDocuments } from './search/search-documents'
import { createFileReader, type FileReader } from './search/file-reader'
import { startSearchIndexer, type SearchIndexer } from './search/search-indexer'
import type { HistorySettingsValues } from '../../shared/history-settings'
import type { HistoryAction } from '../../shared/history'

/** Beside this module (the desktop build copies it next to its bundle, like schema.graphql). */
const SDL_PATH = resolve(import.meta.dirname, 'lifecycle.graphql')

/** How long building a merge may take: the largest merge allowed, on a slow machine. */
const MERGE_TIME_LIMIT_MS = 120_000

/** Changes of the history settings listed with them. */
const SETTINGS_CHANGES_SHOWN = 20

export type LifecycleOptions = {
  /** How often the retentions are applied (first run soon after start); 0: never. */
  readonly purgeIntervalSeconds?: number
  /** How often the search indexer looks for queued files when idle (default 1 s). */
  readonly searchIndexPollMs?: number
  /** How long the search indexer may spend reading one file (default FILE_READ_TIME_LIMIT_MS). */
  readonly fileReadTimeLimitMs?: number
}

async function historySettingsOf(ctx: GraphQLContext, values?: HistorySettingsValues) {
  const v = values ?? (await loadHistorySettings(ctx.services.db))
  return {
    ...v,
    defaultActions: [...v.defaultActions],
    changes: await serverWideHistory(ctx.services.db, SETTINGS_CHANGES_SHOWN),
    canChange: ctx.user?.administrator === true,
  }
}

/** The extension (startCaseServer installs it). */
export function lifecycleExtension(options: LifecycleOptions = {}): CaseServerExtension {
  let stopPurges: (() => Promise<void>) | null = null
  let indexer: SearchIndexer | null = null
  // Merges have a thread of their own: one never waits behind a file the indexer is reading.
  let merges: FileReader | null = null
  const resolvers: Resolvers = {
    Query: {
      caseHistory: async (_, args, ctx) => {
        await requireCase(ctx, args.caseId, 'read')
        return caseHistory(ctx.services.db, args.caseId, args.paging, args.filter)
      },
      caseHistoryUsers: async (_, args, ctx) => {
        await requireCase(ctx, args.caseId, 'read')
        return caseHistoryUsers(ctx.services.db, args.caseId)
      },
      deletedDocuments: async (_, args, ctx) => {
        await requireCase(ctx, args.caseId, 'read')
        const { trashRetentionDays } = await loadHistorySettings(ctx.services.db)
        return deletedDocuments(
          ctx.services.db,
          ctx.services.signGet,
          args.caseId,
          trashRetentionDays,
        )
      },
      historySettings: (_, __, ctx) => {
        requireUser(ctx)
        return historySettingsOf(ctx)
      },
      userSettings: (_, __, ctx) => loadUserSettings(ctx.services.db, requireUser(ctx).id),
      searchDocuments: async (_, args, ctx) => {
        await requireCase(ctx, args.caseId, 'read')
        return searchDocuments(
          ctx.services.db,
          ctx.services.signGet,
          args.caseId,
          args.query,
          args.paging,
          args.filter,
        )
      },
    },
    Mutation: {
      mergeDocuments: async (_, args, ctx) => {
        const { input } = args
        const user = await requireCase(ctx, input.caseId, 'write')
        const named = input.targetId != null ? [input.targetId] : []
        const caseOf = await requireDocuments(ctx, [...input.documentIds, ...named], 'write')
        merges ??= createFileReader({ timeLimitMs: MERGE_TIME_LIMIT_MS })
        const id = await mergeDocuments(ctx.services, merges, user, input, caseOf)
        ctx.services.documentsCreated([id], user)
        const [doc] = await documentsByIds(ctx.services.db, ctx.services.signGet, [id])
        if (!doc) throw new UserError(`Document ${id} not found`, 'NOT_FOUND')
        return doc
      },
      restoreDocument: async (_, args, ctx) => {
        await requireDocument(ctx, args.id, 'write')
        const user = requireUser(ctx)
        await ctx.services.db.tx((q) => restoreDocument(q, args.id, user.id))
        const [doc] = await documentsByIds(ctx.services.db, ctx.services.signGet, [args.id])
        if (!doc) throw new UserError(`Document ${args.id} not found`, 'NOT_FOUND')
        return doc
      },
      updateHistorySettings: async (_, args, ctx) => {
        const user = await requireAdministrator(ctx)
        const { input } = args
        const saved = await saveHistorySettings(
          ctx.services.db,
          {
            historyRetentionDays: input.historyRetentionDays ?? null,
            trashRetentionDays: input.trashRetentionDays ?? null,
            defaultActions: input.defaultActions as HistoryAction[],
            versionsKept: input.versionsKept ?? null,
          },
          user.id,
        )
        return historySettingsOf(ctx, saved)
      },
      updateUserSettings: (_, args, ctx) =>
        updateUserSettings(ctx.services.db, requireUser(ctx).id, args.input),
    },
  }
  return {
    name: 'lifecycle',
    typeDefs: readFileSync(SDL_PATH, 'utf8'),
    resolvers,
    start(services: ServerServices) {
      indexer = startSearchIndexer({
        db: services.db,
        objects: services.objects,
        ...(options.searchIndexPollMs !== undefined ? { pollMs: options.searchIndexPollMs } : {}),
        ...(options.fileReadTimeLimitMs !== undefined
          ? { readTimeLimitMs: options.fileReadTimeLimitMs }
          : {}),
      })
      stopPurges = startPeriodic(
        'purge of the trash and the history',
        async () => {
          const r = await purgeExpired(services.db, services.objects)
          if (r.documents > 0 || r.historyEntries > 0) {
            console.error(
              `case server: purged ${r.documents} document(s) from the trash, ${r.historyEntries} history entries`,
            )
          }
        },
        options.purgeIntervalSeconds ?? 3600,
      )
    },
    async close() {
      await stopPurges?.()
      stopPurges = null
      await indexer?.stop()
      indexer = null
      await merges?.close()
      merges = null
    },
    // New files are read for search at once (the trigger queued them in their transaction).
    onDocumentsCreated: () => indexer?.wake(),
  }
}
