import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from '../afterPaint'

/** The rows a table's first paint shows: a screenful at the console's usual height, and a few more. */
export const FIRST_PAINT_ROWS = 25

/**
 * How many of `count` rows the table renders. Its first rows paint a screenful at once and the rest
 * in a render just after that paint: fifty orders' cells, and the table layout over all of them, held
 * the first row back by 100 ms or more after Medusa's answer. Once every row has been rendered, every
 * row always is: a refetch or a new page never shortens the table under an operator who scrolled.
 */
export function useFirstPaintRows(count: number, focusedIndex: number): number {
  const [complete, setComplete] = useState(false)
  const first = Math.max(FIRST_PAINT_ROWS, focusedIndex + 1)
  const windowed = !complete && count > first
  useEffect(() => {
    if (!windowed) return
    return afterNextPaint(() => startTransition(() => setComplete(true)))
  }, [windowed])
  return windowed ? first : count
}
