import { useState } from 'react'
import { Button } from '@/ui/Button'
import type { FilterValue } from './urlState'

/**
 * A table panel's Filters button: it shows and hides the filter controls, opens with them when the
 * URL already filters (so the operator sees why rows are missing) and counts the filters in use.
 */
export function useFilterToggle(filters: Record<string, FilterValue>) {
  const count = Object.keys(filters).length
  const [open, setOpen] = useState(count > 0)
  const button = (
    <Button variant="ghost" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
      Filters{count ? ` (${count})` : ''}
    </Button>
  )
  return { count, open, button }
}
