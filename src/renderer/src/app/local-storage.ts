/** A remembered value, or null when there is none or storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Remembers a value; when storage is full or disabled the choice only lasts this session. */
export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Nothing to do: the caller's state still holds the value.
  }
}
