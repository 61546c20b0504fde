/**
 * The app's settings: one JSON file in the data folder, validated on read (a damaged or older file
 * falls back to defaults field by field), written durably (temp file, fsync, rename, fsync of the
 * folder) so a crash mid write never leaves half a file.
 */
import { readFile } from 'node:fs/promises'
import { writeFileDurable } from '../../server/durable-file'
import { SettingsSchema, type InboxConfig, type Settings } from '../../shared/contract'
import { DEFAULT_PROVIDER_NAME } from '../../shared/messages'

export const DEFAULT_SETTINGS: Settings = {
  providerName: DEFAULT_PROVIDER_NAME,
  externalViewerEnabled: false,
  teamServer: null,
  lastDownloadFolder: null,
  inboxes: [],
}

export type SettingsStore = {
  readonly get: () => Settings
  /** Merges a partial update, validates the whole, persists it, returns it. */
  readonly update: (patch: Partial<Settings>) => Promise<Settings>
  /** Adds or replaces the inbox of a case (one inbox per case). */
  readonly setInbox: (inbox: InboxConfig) => Promise<Settings>
  readonly removeInbox: (caseId: string) => Promise<boolean>
}

/** Reads the file (defaults when missing or damaged), keeping every field that still validates. */
async function readSettings(file: string): Promise<Settings> {
  let raw: unknown
  try {
    raw = JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return DEFAULT_SETTINGS
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SETTINGS
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS }
  for (const [key, fieldSchema] of Object.entries(SettingsSchema.shape)) {
    const value = (raw as Record<string, unknown>)[key]
    if (value !== undefined && fieldSchema.safeParse(value).success) merged[key] = value
  }
  return SettingsSchema.parse(merged)
}

/** Writes JSON durably and readable by this user only: temp file, fsync, rename, fsync folder. */
export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  await writeFileDurable(file, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 })
}

/** Opens (or creates on first write) the settings file. */
export async function openSettingsStore(file: string): Promise<SettingsStore> {
  let current = await readSettings(file)
  // Writes are serialised so two quick updates cannot land out of order.
  let queue: Promise<unknown> = Promise.resolve()
  const persist = (next: Settings): Promise<Settings> => {
    current = next
    const write = queue.then(() => writeJsonAtomic(file, next))
    queue = write.catch(() => undefined)
    return write.then(() => next)
  }
  return {
    get: () => current,
    update: async (patch) => persist(SettingsSchema.parse({ ...current, ...patch })),
    setInbox: async (inbox) =>
      persist(
        SettingsSchema.parse({
          ...current,
          inboxes: [...current.inboxes.filter((i) => i.caseId !== inbox.caseId), inbox],
        }),
      ),
    removeInbox: async (caseId) => {
      if (!current.inboxes.some((i) => i.caseId === caseId)) return false
      await persist({ ...current, inboxes: current.inboxes.filter((i) => i.caseId !== caseId) })
      return true
    },
  }
}
