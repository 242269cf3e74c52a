import { HOME_PATH } from '@/models/core/routes'

const STORAGE_KEY = 'medusa-console.last-path'

/** The last dashboard path that rendered: a failed chunk load goes back there. */
export function rememberPath(path: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, path)
  } catch {
    // Private mode without storage: nothing to remember.
  }
}

export function lastKnownPath(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? HOME_PATH
  } catch {
    return HOME_PATH
  }
}
