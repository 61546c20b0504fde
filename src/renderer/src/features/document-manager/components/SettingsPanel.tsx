import { Button, Callout, FormGroup, InputGroup, Switch } from '@blueprintjs/core'
import { useState } from 'react'
import { errorMessage } from '../../../app/native'
import { useSettings } from '../../../app/SettingsProvider'
import { showToast } from '../../../app/toaster'
import { InboxFolderSettings } from './InboxFolderSettings'

/** Settings of the document manager: provider name, external viewer, this case's inbox folder. */
export function SettingsPanel({
  caseId,
  onClose,
}: {
  readonly caseId: string
  readonly onClose: () => void
}): React.JSX.Element {
  const { settings, update } = useSettings()
  const [providerName, setProviderName] = useState(settings?.providerName ?? '')
  const [external, setExternal] = useState(settings?.externalViewerEnabled ?? false)
  const [busy, setBusy] = useState(false)

  const save = async (): Promise<void> => {
    setBusy(true)
    try {
      await update({ providerName: providerName.trim(), externalViewerEnabled: external })
      showToast({ title: 'Settings saved', intent: 'success' })
      onClose()
    } catch (e) {
      showToast({ title: errorMessage(e), intent: 'danger' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="settings-panel" aria-label="Settings" data-testid="settings-panel">
      <header className="pane-header">
        <h2>Settings</h2>
      </header>
      <div className="settings-body">
        <FormGroup
          label="Provider name"
          helperText="Named in the upload-failure message."
          labelFor="provider-name"
        >
          <InputGroup id="provider-name" value={providerName} onValueChange={setProviderName} />
        </FormGroup>
        <Switch
          checked={external}
          onChange={(e) => setExternal(e.currentTarget.checked)}
          label="Preview other file types with the external online viewer (https links only)"
        />
        <Callout compact className="settings-note">
          Off by default: previews are rendered on this computer and work offline. When on,
          documents with an https link are sent to an online viewer.
        </Callout>
        <InboxFolderSettings caseId={caseId} />
      </div>
      <footer className="pane-footer">
        <Button onClick={onClose}>Cancel</Button>
        <Button intent="primary" onClick={() => void save()} loading={busy}>
          Save
        </Button>
      </footer>
    </section>
  )
}
