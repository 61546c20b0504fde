import { Callout, FormGroup, InputGroup, Radio, RadioGroup, Switch } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import type { DateDisplay, RowDensity } from '../../../../../shared/graphql/operations.generated'
import { DATE_DISPLAYS } from '../../../../../shared/user-settings'
import { errorMessage } from '../../../app/native'
import { useSettings } from '../../../app/SettingsProvider'
import { showToast } from '../../../app/toaster'
import { useUserSettings } from '../hooks/use-user-settings'
import { DATE_DISPLAY_LABELS } from '../model/date-display'
import { CategoryPicker } from './CategoryPicker'
import { InboxFolderSettings } from './InboxFolderSettings'
import { ArchiveNameSetting } from './lifecycle/ArchiveNameSetting'
import './lifecycle/lifecycle.css'

type Props = {
  readonly caseId: string
  readonly caseRef: string | null
  readonly caseTitle: string
}

/**
 * The settings mode (docs/rules.md#settings): the user's document-manager settings, stored on the
 * server per user and applied as they change — upload defaults, this case's inbox folder, the
 * archive name, how dates and rows look — then this computer's own settings.
 */
export function SettingsPanel({ caseId, caseRef, caseTitle }: Props): React.JSX.Element {
  const { settings, update } = useUserSettings()
  const inboxFiling = useMemo(
    () => ({ categoryId: settings.defaultCategoryId, extractData: settings.extractOnUpload }),
    [settings.defaultCategoryId, settings.extractOnUpload],
  )
  return (
    <section className="settings-panel" aria-label="Settings" data-testid="settings-panel">
      <header className="pane-header">
        <h2>Settings</h2>
        <span className="muted small">Changes apply at once.</span>
      </header>
      <div className="settings-body">
        <section className="lifecycle-section" aria-labelledby="upload-defaults-title">
          <h3 id="upload-defaults-title">New uploads</h3>
          <CategoryPicker
            label="Default category for uploads"
            value={settings.defaultCategoryId}
            onChange={(c) => void update({ defaultCategoryId: c?.id ?? null })}
          />
          <Switch
            checked={settings.extractOnUpload}
            onChange={(e) => void update({ extractOnUpload: e.currentTarget.checked })}
            label="Extract data on upload (for categories that support it)"
          />
        </section>
        <section className="lifecycle-section" aria-label="Inbox folder of this case">
          <InboxFolderSettings caseId={caseId} filing={inboxFiling} />
        </section>
        <ArchiveNameSetting
          pattern={settings.archiveNamePattern}
          caseRef={caseRef}
          caseTitle={caseTitle}
          onChange={(archiveNamePattern) => update({ archiveNamePattern })}
        />
        <section className="lifecycle-section" aria-labelledby="display-title">
          <h3 id="display-title">Display</h3>
          <RadioGroup
            label="Dates"
            selectedValue={settings.dateDisplay}
            onChange={(e) => void update({ dateDisplay: e.currentTarget.value as DateDisplay })}
          >
            {DATE_DISPLAYS.map((d) => (
              <Radio key={d} value={d} label={DATE_DISPLAY_LABELS[d]} />
            ))}
          </RadioGroup>
          <RadioGroup
            label="Rows"
            inline
            selectedValue={settings.rowDensity}
            onChange={(e) => void update({ rowDensity: e.currentTarget.value as RowDensity })}
          >
            <Radio value="compact" label="Compact" />
            <Radio value="comfortable" label="Comfortable" />
          </RadioGroup>
        </section>
        <ThisComputer />
      </div>
    </section>
  )
}

/** This computer's settings (kept by the app, not the server): provider name, external viewer. */
function ThisComputer(): React.JSX.Element {
  const { settings, update } = useSettings()
  const [providerName, setProviderName] = useState(settings?.providerName ?? '')
  const save = (patch: Parameters<typeof update>[0]) =>
    update(patch).catch((e: unknown) => showToast({ title: errorMessage(e), intent: 'danger' }))
  return (
    <section className="lifecycle-section" aria-labelledby="this-computer-title">
      <h3 id="this-computer-title">On this computer</h3>
      <FormGroup
        label="Provider name"
        helperText="Named in the upload-failure message."
        labelFor="provider-name"
      >
        <InputGroup
          id="provider-name"
          value={providerName}
          onValueChange={setProviderName}
          onBlur={() => {
            if (providerName.trim() !== (settings?.providerName ?? ''))
              void save({ providerName: providerName.trim() })
          }}
        />
      </FormGroup>
      <Switch
        checked={settings?.externalViewerEnabled ?? false}
        onChange={(e) => void save({ externalViewerEnabled: e.currentTarget.checked })}
        label="Preview other file types with the external online viewer (https links only)"
      />
      <Callout compact className="settings-note">
        Off by default: previews are rendered on this computer and work offline. When on, documents
        with an https link are sent to an online viewer.
      </Callout>
    </section>
  )
}
