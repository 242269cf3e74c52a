// What the dashboard's frame shows just after its first paint, in one chunk: the command host (palette,
// hotkeys, '?' sheet) and the saved views under their areas in the navigation. One chunk, so the views'
// nav entries add no chunk of their own (and no split of the first load's shared modules).
export { default as CommandHost } from '@/palette/CommandHost'
export { NavViews } from '@/panels/views/NavViews'
