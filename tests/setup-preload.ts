import { beforeAll } from 'vitest'

// The shared-graph component tests open the palette and the shortcut sheet from many files: their lazy
// chunks are imported once per worker before any test runs, so the first test to open them does not
// spend its wait (seconds on a loaded machine) transforming cmdk and the palette's pages.
beforeAll(async () => {
  await Promise.all([import('@/palette/Palette'), import('@/palette/ShortcutSheet')])
}, 60_000)
