import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core'
import {
  HISTORY_ACTION_LABELS,
  HISTORY_ACTIONS,
  type HistoryAction,
} from '../../../../../../shared/history'
import type { HistoryFilterState } from '../../model/history-view'

type Props = {
  readonly value: HistoryFilterState
  readonly onChange: (next: HistoryFilterState) => void
  readonly users: readonly { readonly id: string; readonly fullName: string }[]
  readonly documents: readonly { readonly id: string; readonly name: string }[]
}

/** "default", "all", or one action: what the action select shows for the filter. */
const actionChoice = (actions: readonly string[] | null) =>
  actions === null ? 'default' : actions.length === HISTORY_ACTIONS.length ? 'all' : actions[0]!

/** The recent changes filters: user, action, document and a range of days. */
export function HistoryFilters({ value, onChange, users, documents }: Props): React.JSX.Element {
  const set = (change: Partial<HistoryFilterState>) => onChange({ ...value, ...change })
  const filtered =
    value.actions !== null || value.userId || value.documentId || value.from || value.to
  return (
    <div className="lifecycle-filters" role="group" aria-label="Filter the changes">
      <FormGroup label="Action" labelFor="history-action">
        <HTMLSelect
          id="history-action"
          value={actionChoice(value.actions)}
          onChange={(e) => {
            const v = e.currentTarget.value
            set({
              actions: v === 'default' ? null : v === 'all' ? [...HISTORY_ACTIONS] : [v],
            })
          }}
        >
          <option value="default">Default actions</option>
          <option value="all">All actions</option>
          {HISTORY_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {HISTORY_ACTION_LABELS[a as HistoryAction]}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label="User" labelFor="history-user">
        <HTMLSelect
          id="history-user"
          value={value.userId}
          onChange={(e) => set({ userId: e.currentTarget.value })}
        >
          <option value="">Anyone</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.fullName}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label="Document" labelFor="history-document">
        <HTMLSelect
          id="history-document"
          value={value.documentId}
          onChange={(e) => set({ documentId: e.currentTarget.value })}
        >
          <option value="">Any document</option>
          {documents.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label="From" labelFor="history-from">
        <InputGroup
          id="history-from"
          type="date"
          value={value.from}
          onValueChange={(from) => set({ from })}
        />
      </FormGroup>
      <FormGroup label="To" labelFor="history-to">
        <InputGroup
          id="history-to"
          type="date"
          value={value.to}
          onValueChange={(to) => set({ to })}
        />
      </FormGroup>
      {filtered ? (
        <Button
          small
          minimal
          icon="filter-remove"
          onClick={() => onChange({ actions: null, userId: '', documentId: '', from: '', to: '' })}
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  )
}
