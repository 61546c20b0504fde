/**
 * A tiny typed event emitter for services (docs/architecture.md#services: services emit progress
 * through `onX` events). Listeners are called synchronously in subscription order; one listener
 * throwing does not stop the others (a broken UI subscriber must never break an upload).
 */
export type Listener<T> = (payload: T) => void

export class TypedEmitter<E extends Record<string, unknown>> {
  private readonly listeners = new Map<keyof E, Set<Listener<never>>>()

  /** Subscribes to one event; returns the unsubscribe function. */
  on<K extends keyof E>(name: K, listener: Listener<E[K]>): () => void {
    let set = this.listeners.get(name)
    if (!set) {
      set = new Set()
      this.listeners.set(name, set)
    }
    set.add(listener as Listener<never>)
    return () => {
      set.delete(listener as Listener<never>)
    }
  }

  /** Calls every listener of the event with the payload. */
  emit<K extends keyof E>(name: K, payload: E[K]): void {
    const set = this.listeners.get(name)
    if (!set) return
    for (const listener of [...set]) {
      try {
        ;(listener as Listener<E[K]>)(payload)
      } catch (err) {
        console.error(`listener for ${String(name)} failed:`, err)
      }
    }
  }

  /** Removes every listener (when the service is disposed). */
  clear(): void {
    this.listeners.clear()
  }
}
