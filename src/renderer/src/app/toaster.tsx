import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core'

let toaster: Promise<Toaster> | null = null

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 })
  return toaster
}

export type ToastInput = {
  readonly title: string
  readonly description?: string
  readonly intent: Intent
  /** One button on the toast ("Show in folder"). */
  readonly action?: { readonly text: string; readonly onClick: () => void }
  /** How long it stays (ms); 0: until the user closes it. Default by intent and action. */
  readonly timeout?: number
}

/** Shows one toast (docs/rules.md#messages); a title, an optional description line and action. */
export function showToast({ title, description, intent, action, timeout }: ToastInput): void {
  void getToaster().then((t) =>
    t.show({
      intent,
      icon: intent === 'success' ? 'tick-circle' : intent === 'danger' ? 'error' : 'info-sign',
      // A toast with a button stays long enough to reach it.
      timeout: timeout ?? (intent === 'danger' || action ? 8000 : 4000),
      ...(action ? { action: { text: action.text, onClick: action.onClick } } : {}),
      message: (
        <div className="toast-body" data-testid="toast">
          <strong>{title}</strong>
          {description ? <div>{description}</div> : null}
        </div>
      ),
    }),
  )
}
