/**
 * Runs `callback` once the browser has painted the frame after the current commit: its rAF callback
 * has run and yielded. Returns what cancels it (an effect's cleanup).
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
