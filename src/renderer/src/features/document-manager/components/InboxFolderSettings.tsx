import { Button, Callout, Checkbox, FormGroup, InputGroup, Tag } from '@blueprintjs/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { InboxState } from '../../../../../shared/contract'
import { errorMessage, getNativeApi, useNativeEvent } from '../../../app/native'
import { inboxStatusLine } from '../model/inbox-status'

/** The category and extraction the inbox uploads its files with. */
export type InboxFiling = { readonly categoryId: string | null; readonly extractData: boolean }

const NO_FILING: InboxFiling = { categoryId: null, extractData: false }

/** How often the waiting count is refreshed while the settings are open. */
const REFRESH_MS = 3000

/**
 * The case's watched inbox folder: chosen with the native folder picker on the desktop (the only
 * way a folder becomes an inbox there), typed in the browser shell (the host checks it); whether
 * it is watched and how many files wait; "Open folder" on the desktop; stop watching.
 */
export function InboxFolderSettings({
  caseId,
  filing = NO_FILING,
}: {
  readonly caseId: string
  /** How its files are filed: the user's upload defaults (docs/rules.md#settings). */
  readonly filing?: InboxFiling
}): React.JSX.Element {
  const api = getNativeApi()
  const desktop = api.transport === 'electron'
  const [state, setState] = useState<InboxState | null>(null)
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const refresh = useCallback(async () => {
    const next = await getNativeApi().call('inbox.status', { caseId })
    setState(next)
    return next
  }, [caseId])

  useEffect(() => {
    let live = true
    void refresh()
      .then((s) => live && setTyped(s.folder ?? ''))
      .catch((e: unknown) => live && setError(errorMessage(e)))
    const timer = setInterval(() => void refresh().catch(() => undefined), REFRESH_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [refresh])
  useNativeEvent(
    'inbox.activity',
    useCallback(
      (a) => void (a.caseId === caseId && refresh().catch(() => undefined)),
      [caseId, refresh],
    ),
  )

  const run = async (work: () => Promise<unknown>): Promise<void> => {
    setBusy(true)
    setError(null)
    try {
      await work()
      const s = await refresh()
      setTyped(s.folder ?? '')
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  const watch = (folder: string, usePolling = state?.usePolling ?? false) =>
    run(() => api.call('inbox.configure', { caseId, folder, usePolling, ...filing }))
  const choose = () =>
    run(async () => {
      const picked = await api.call('folder.pick', {
        title: 'Choose the inbox folder of this case',
      })
      if ('path' in picked) {
        await api.call('inbox.configure', {
          caseId,
          folder: picked.path,
          usePolling: state?.usePolling ?? false,
          ...filing,
        })
      }
    })

  const folder = state?.folder ?? null
  // Changed upload defaults apply at once to the folder being watched: it is configured again.
  const applied = useRef(filing)
  useEffect(() => {
    const before = applied.current
    applied.current = filing
    if (folder === null || before === filing) return
    if (before.categoryId === filing.categoryId && before.extractData === filing.extractData) return
    void api
      .call('inbox.configure', {
        caseId,
        folder,
        usePolling: state?.usePolling ?? false,
        ...filing,
      })
      .catch((e: unknown) => setError(errorMessage(e)))
  }, [api, caseId, filing, folder, state?.usePolling])
  return (
    <section className="inbox-settings" aria-label="Inbox folder" data-testid="inbox-settings">
      <FormGroup
        label="Inbox folder for this case"
        labelFor={desktop ? undefined : 'inbox-folder'}
        helperText="Files saved into this folder are uploaded to the case automatically."
      >
        {desktop ? (
          <div className="inbox-settings__folder">
            <code className="inbox-settings__path" title={folder ?? undefined}>
              {folder ?? 'No folder chosen'}
            </code>
            <Button icon="folder-open" onClick={() => void choose()} loading={busy}>
              {folder ? 'Change folder…' : 'Choose folder…'}
            </Button>
          </div>
        ) : (
          <div className="inbox-settings__folder">
            <InputGroup
              id="inbox-folder"
              value={typed}
              onValueChange={setTyped}
              placeholder="Full path of a folder on this computer"
              intent={error ? 'danger' : 'none'}
            />
            <Button
              icon="eye-open"
              onClick={() => void watch(typed.trim())}
              disabled={typed.trim() === '' || typed.trim() === folder}
              loading={busy}
            >
              Watch this folder
            </Button>
          </div>
        )}
      </FormGroup>
      {error ? (
        <Callout intent="danger" compact className="settings-note" data-testid="inbox-error">
          {error}
        </Callout>
      ) : null}
      {folder !== null && state !== null ? (
        <div className="inbox-settings__status" data-testid="inbox-status">
          <Tag minimal intent={state.watching ? 'success' : 'warning'} round>
            {state.watching ? 'Watched' : 'Not watched'}
          </Tag>
          <span>{inboxStatusLine(state)}</span>
        </div>
      ) : null}
      {folder !== null ? (
        <div className="inbox-settings__actions">
          <Checkbox
            checked={state?.usePolling ?? false}
            disabled={busy}
            onChange={(e) => void watch(folder, e.currentTarget.checked)}
            label="Network share (poll)"
          />
          {desktop ? (
            <Button
              small
              icon="folder-shared-open"
              onClick={() =>
                void api
                  .call('folder.open', { path: folder })
                  .catch((e: unknown) => setError(errorMessage(e)))
              }
            >
              Open folder
            </Button>
          ) : null}
          <Button
            small
            minimal
            intent="danger"
            icon="cross"
            disabled={busy}
            onClick={() => void run(() => api.call('inbox.remove', { caseId }))}
          >
            Stop watching
          </Button>
        </div>
      ) : null}
    </section>
  )
}
