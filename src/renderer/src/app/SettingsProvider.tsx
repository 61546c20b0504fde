import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { PageSettings, Settings } from '../../../shared/contract'
import { DEFAULT_PROVIDER_NAME } from '../../../shared/messages'
import { errorMessage, getNativeApi } from './native'
import { showToast } from './toaster'

type SettingsContextValue = {
  readonly settings: Settings | null
  readonly providerName: string
  readonly update: (patch: PageSettings) => Promise<void>
}

const SettingsContext = createContext<SettingsContextValue | null>(null)

/** Loads the app settings from the native side once and offers an update function. */
export function SettingsProvider({
  children,
}: {
  readonly children: React.ReactNode
}): React.JSX.Element {
  const [settings, setSettings] = useState<Settings | null>(null)
  useEffect(() => {
    let live = true
    getNativeApi()
      .call('settings.get', {})
      .then(
        (s) => live && setSettings(s),
        (e: unknown) => showToast({ title: errorMessage(e), intent: 'danger' }),
      )
    return () => {
      live = false
    }
  }, [])
  const update = useCallback(async (patch: PageSettings) => {
    setSettings(await getNativeApi().call('settings.update', patch))
  }, [])
  const value = useMemo(
    () => ({
      settings,
      providerName: settings?.providerName.trim() || DEFAULT_PROVIDER_NAME,
      update,
    }),
    [settings, update],
  )
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>
}

/** The app settings (null until loaded), the provider name for messages, and an updater. */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext)
  if (!value) throw new Error('useSettings outside SettingsProvider')
  return value
}
