import { arg } from './args'
import { defineCommand, openPanel } from './define'
import { capitalize, pickerOf, type EntityDescriptor } from './entity'

/** What the app's navigation shows for an area: its link and the `g` sequence that goes there. */
export interface NavEntry {
  /** Below /a: 'orders'. */
  path: string
  label: string
  /** The whole key sequence, as declared on the list command ('g o'). */
  hotkey: string
}

interface AreaDef<D extends string, Key extends string> {
  domain: D
  /** 'Orders': the nav label and palette group. */
  label: string
  /** 'g o': declared once, here; the nav link and the '?' sheet read it from the list command. */
  hotkey: string
  keywords?: readonly string[]
  /** With an entity, the area also gets `<domain>.open`: a picker that opens the record's panel. */
  open?: { entity: EntityDescriptor<{ id: string }>; arg: Key; keywords?: readonly string[] }
}

/** One declaration gives a domain its `<domain>.list` command, its nav entry and its `<domain>.open`. */
export function defineArea<const D extends string, const Key extends string = never>(def: AreaDef<D, Key>) {
  const base = `/a/${def.domain}`
  const list = defineCommand({
    id: `${def.domain}.list` as `${D}.list`,
    title: `Go to ${def.label.toLowerCase()}`,
    group: def.label,
    keywords: def.keywords,
    hotkey: def.hotkey,
    run: async () => openPanel(base),
  })
  const spec = def.open
  const open = spec
    ? defineCommand({
        id: `${def.domain}.open` as `${D}.open`,
        title: `Open ${spec.entity.noun}…`,
        group: def.label,
        keywords: spec.keywords,
        args: { [spec.arg]: arg.entity({ label: capitalize(spec.entity.noun), search: pickerOf(spec.entity) }) } as Record<Key, ReturnType<typeof arg.entity>>,
        run: async (values) => openPanel(`${base}/${String(values[spec.arg])}`),
      })
    : undefined
  const nav: NavEntry = { path: def.domain, label: def.label, hotkey: def.hotkey }
  return { list, open, nav }
}
