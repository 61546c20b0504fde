import { useMutation, useQuery } from '@apollo/client'
import { Button, Callout, Checkbox, NonIdealState, NumericInput, Spinner } from '@blueprintjs/core'
import { useState } from 'react'
import {
  HistorySettingsDocument,
  UpdateHistorySettingsDocument,
  type HistorySettings,
} from '../../../../../../shared/graphql/operations.generated'
import {
  HISTORY_ACTION_LABELS,
  HISTORY_ACTIONS,
  type HistoryAction,
} from '../../../../../../shared/history'
import {
  historySettingsProblem,
  MAX_RETENTION_DAYS,
  MAX_VERSIONS_KEPT,
  type HistorySettingsValues,
} from '../../../../../../shared/history-settings'
import { errorMessage } from '../../../../app/native'
import { showToast } from '../../../../app/toaster'
import { useUserSettings } from '../../hooks/use-user-settings'
import './lifecycle.css'

/** The form's values: the settings, with "forever" / "every version" as null. */
type Draft = HistorySettingsValues

const draftOf = (s: HistorySettings): Draft => ({
  historyRetentionDays: s.historyRetentionDays,
  trashRetentionDays: s.trashRetentionDays,
  defaultActions: s.defaultActions as HistoryAction[],
  versionsKept: s.versionsKept,
})

/**
 * The history settings mode (docs/rules.md#history-settings): how long the trail and the trash
 * keep things, which actions the recent changes list shows by default, how many file versions a
 * document keeps. The server enforces them; only an administrator may change them — others see
 * them read-only, with a note saying why.
 */
export function HistorySettingsPanel(): React.JSX.Element {
  const query = useQuery(HistorySettingsDocument)
  const s = query.data?.historySettings
  return (
    <section
      className="lifecycle-screen"
      aria-label="History settings"
      data-testid="history-settings"
    >
      <header className="pane-header">
        <h2>History settings</h2>
      </header>
      {query.error ? (
        <Callout intent="danger" title={query.error.message} />
      ) : !s ? (
        <NonIdealState icon={<Spinner size={20} />} title="Loading the history settings…" />
      ) : (
        <HistorySettingsForm key={JSON.stringify(draftOf(s))} settings={s} />
      )}
    </section>
  )
}

function HistorySettingsForm({ settings }: { readonly settings: HistorySettings }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings))
  // The answer becomes the query's (the settings have no id to match it by), and the form starts
  // again from what was saved.
  const [save, saving] = useMutation(UpdateHistorySettingsDocument, {
    update: (cache, { data: saved }) => {
      if (saved)
        cache.writeQuery({
          query: HistorySettingsDocument,
          data: { historySettings: saved.updateHistorySettings },
        })
    },
  })
  const { formatDate } = useUserSettings()
  const problem = historySettingsProblem(draft)
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(settings))
  const locked = !settings.canChange
  const submit = async () => {
    try {
      await save({ variables: { input: { ...draft, defaultActions: [...draft.defaultActions] } } })
      showToast({ title: 'History settings saved', intent: 'success' })
    } catch (e) {
      showToast({ title: errorMessage(e), intent: 'danger' })
    }
  }
  return (
    <>
      <div className="lifecycle-scroll">
        {locked ? (
          <Callout
            intent="primary"
            icon="lock"
            className="settings-note"
            data-testid="history-settings-locked"
          >
            Only an administrator may change the history settings. They apply to every case on this
            server.
          </Callout>
        ) : null}
        <fieldset disabled={locked} className="lifecycle-fieldset">
          <Retention
            id="history-retention"
            title="Keep the recent changes"
            days={draft.historyRetentionDays}
            disabled={locked}
            onChange={(historyRetentionDays) => setDraft({ ...draft, historyRetentionDays })}
          />
          <Retention
            id="trash-retention"
            title="Keep deleted documents in the trash"
            days={draft.trashRetentionDays}
            disabled={locked}
            onChange={(trashRetentionDays) => setDraft({ ...draft, trashRetentionDays })}
          />
          <section className="lifecycle-section" aria-labelledby="default-actions-title">
            <h3 id="default-actions-title">Shown in recent changes by default</h3>
            <div className="lifecycle-actions-grid">
              {HISTORY_ACTIONS.map((a) => (
                <Checkbox
                  key={a}
                  label={HISTORY_ACTION_LABELS[a]}
                  checked={draft.defaultActions.includes(a)}
                  disabled={locked}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      defaultActions: e.currentTarget.checked
                        ? HISTORY_ACTIONS.filter((x) => x === a || draft.defaultActions.includes(x))
                        : draft.defaultActions.filter((x) => x !== a),
                    })
                  }
                />
              ))}
            </div>
          </section>
          <section className="lifecycle-section" aria-labelledby="versions-kept-title">
            <h3 id="versions-kept-title">File versions a document keeps</h3>
            <div className="lifecycle-inline">
              <Checkbox
                label="Every version"
                checked={draft.versionsKept === null}
                disabled={locked}
                onChange={(e) =>
                  setDraft({ ...draft, versionsKept: e.currentTarget.checked ? null : 10 })
                }
              />
              {draft.versionsKept !== null ? (
                <NumericInput
                  aria-label="Versions kept"
                  min={1}
                  max={MAX_VERSIONS_KEPT}
                  value={draft.versionsKept}
                  disabled={locked}
                  onValueChange={(n) =>
                    setDraft({ ...draft, versionsKept: Number.isFinite(n) ? n : 0 })
                  }
                />
              ) : null}
            </div>
            <p className="muted small">
              Older versions beyond this number are removed when a new one arrives; each removal is
              recorded in the recent changes.
            </p>
          </section>
        </fieldset>
        {problem && !locked ? (
          <Callout intent="danger" compact>
            {problem}
          </Callout>
        ) : null}
        <section className="lifecycle-section" aria-labelledby="settings-changes-title">
          <h3 id="settings-changes-title">Latest changes of these settings</h3>
          {settings.changes.length === 0 ? (
            <p className="muted small">Never changed: these are the defaults.</p>
          ) : (
            <ul className="lifecycle-list">
              {settings.changes.map((c) => (
                <li key={c.id} className="lifecycle-entry">
                  <span className="lifecycle-entry__summary">{c.summary}</span>
                  <span className="lifecycle-entry__when">{formatDate(c.at)}</span>
                  <span className="lifecycle-entry__meta">{c.user?.fullName ?? 'System'}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {locked ? null : (
        <footer className="pane-footer">
          <Button disabled={!changed} onClick={() => setDraft(draftOf(settings))}>
            Undo changes
          </Button>
          <Button
            intent="primary"
            disabled={!changed || problem !== null}
            loading={saving.loading}
            onClick={() => void submit()}
          >
            Save
          </Button>
        </footer>
      )}
    </>
  )
}

/** Days, or forever. */
function Retention(p: {
  readonly id: string
  readonly title: string
  readonly days: number | null
  readonly disabled: boolean
  readonly onChange: (days: number | null) => void
}): React.JSX.Element {
  return (
    <section className="lifecycle-section" aria-labelledby={`${p.id}-title`}>
      <h3 id={`${p.id}-title`}>{p.title}</h3>
      <div className="lifecycle-inline">
        <Checkbox
          label="Forever"
          checked={p.days === null}
          disabled={p.disabled}
          onChange={(e) => p.onChange(e.currentTarget.checked ? null : 30)}
        />
        {p.days !== null ? (
          <>
            <NumericInput
              aria-label={`${p.title}: days`}
              min={1}
              max={MAX_RETENTION_DAYS}
              value={p.days}
              disabled={p.disabled}
              onValueChange={(n) => p.onChange(Number.isFinite(n) ? n : 0)}
            />
            <span>days</span>
          </>
        ) : null}
      </div>
    </section>
  )
}
