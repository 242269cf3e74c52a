import type { ActivityEntry } from '@/atoms/activity/entry'

declare module '@/atoms/core/context' {
  interface EntityMap {
    /** A journal entry: the Activity table's row and detail. */
    activity: ActivityEntry
  }
}

export type { ActivityEntry }
