import { Alert } from '@blueprintjs/core'
import { useEffect, type ReactNode } from 'react'
import { useBlocker } from 'react-router-dom'
import { FORM_MESSAGES } from '../form-messages'

/**
 * Keeps unsaved form changes from being lost silently: navigating inside the app asks first
 * (react-router's blocker), closing or reloading the window gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { readonly when: boolean }): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!when) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older Chromium builds still need returnValue set to show the prompt.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [when])
  return (
    <Alert
      isOpen={blocker.state === 'blocked'}
      intent="warning"
      icon="warning-sign"
      confirmButtonText={FORM_MESSAGES.leaveWithoutSaving}
      cancelButtonText={FORM_MESSAGES.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p data-testid="unsaved-changes-alert">{FORM_MESSAGES.unsavedChanges}</p>
    </Alert>
  )
}
