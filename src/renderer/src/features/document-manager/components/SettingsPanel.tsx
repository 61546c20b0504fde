import { Button, Callout, Checkbox, FormGroup, InputGroup, Switch } from '@blueprintjs/core'
import { useEffect, useState } from 'react'
import type { InboxConfig } from '../../../../../shared/contract'
import { errorMessage, getNativeApi } from '../../../app/native'
import { useSettings } from '../../../app/SettingsProvider'
import { showToast } from '../../../app/toaster'

type InboxRow = InboxConfig & { readonly pending: number; readonly failed: number }

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
  const [inbox, setInbox] = useState<InboxRow | null>(null)
  const [folder, setFolder] = useState('')
  const [usePolling, setUsePolling] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    getNativeApi()
      .call('inbox.list', {})
      .then((list) => {
        if (!live) return
        const mine = list.find((i) => i.caseId === caseId) ?? null
        setInbox(mine)
        setFolder(mine?.folder ?? '')
        setUsePolling(mine?.usePolling ?? false)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [caseId])

  const save = async (): Promise<void> => {
    setBusy(true)
    try {
      await update({ providerName: providerName.trim(), externalViewerEnabled: external })
      const api = getNativeApi()
      if (folder.trim()) {
        await api.call('inbox.configure', { caseId, folder: folder.trim(), usePolling })
      } else if (inbox) {
        await api.call('inbox.remove', { caseId })
      }
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
        <FormGroup
          label="Inbox folder for this case"
          helperText="Files saved into this folder are uploaded to the case automatically. Leave empty to stop watching."
          labelFor="inbox-folder"
        >
          <InputGroup
            id="inbox-folder"
            value={folder}
            onValueChange={setFolder}
            placeholder="/path/to/folder"
          />
        </FormGroup>
        <Checkbox
          checked={usePolling}
          onChange={(e) => setUsePolling(e.currentTarget.checked)}
          label="Network share (poll)"
        />
        {inbox ? (
          <div className="muted small">
            Watching {inbox.folder}: {inbox.pending} pending, {inbox.failed} failed.
          </div>
        ) : null}
      </div>
      <footer className="pane-footer">
        <Button onClick={onClose}>Cancel</Button>
        <Button intent="primary" onClick={save} loading={busy}>
          Save
        </Button>
      </footer>
    </section>
  )
}
