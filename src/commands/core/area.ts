import { arg, type ArgSpec } from '@/commands/core/args'
import { defineCommand, openPanel, type CommandDef } from './define'
import { capitalize, type EntityDescriptor } from '@/models/core/entity'
import { pickerOf } from '@/commands/core/entity'

import type { Area, Section } from '@/models/core/nav'

type AreaDef<D extends string> = Area<D>

/** `<domain>.open`: a picker of the entity that opens the record's panel. */
interface OpenDef<R extends { id: string }, Key extends string> {
  entity: EntityDescriptor<R>
  arg: Key
  keywords?: readonly string[]
}

type ListCommand<D extends string> = CommandDef<Record<never, never>, `${D}.list`>
type OpenCommand<D extends string, Key extends string> = CommandDef<Record<Key, ArgSpec<string, false>>, `${D}.open`>

function listCommand<D extends string>(def: AreaDef<D>): ListCommand<D> {
  return defineCommand({
    id: `${def.domain}.list` as `${D}.list`,
    title: `Go to ${def.label.toLowerCase()}`,
    group: def.label,
    keywords: def.keywords,
    hotkey: def.hotkey,
    reads: true,
    run: async () => openPanel(def.routes.list()),
  })
}

function openCommand<D extends string, R extends { id: string }, Key extends string>(def: AreaDef<D>, open: OpenDef<R, Key>): OpenCommand<D, Key> {
  const args = { [open.arg]: arg.entity({ label: capitalize(open.entity.noun), search: pickerOf(open.entity) }) } as Record<Key, ArgSpec<string, false>>
  return defineCommand({
    id: `${def.domain}.open` as `${D}.open`,
    title: `Open ${open.entity.noun}…`,
    group: def.label,
    keywords: open.keywords,
    args,
    reads: true,
    run: async (values) => openPanel(def.routes.record(String(values[open.arg]))),
  })
}

/** A domain's nav entry gives it its `<domain>.list` command (the nav key is the command's hotkey)... */
export function defineArea<const D extends string>(nav: Area<D>): { list: ListCommand<D> }
/** ...and, with an entity, its `<domain>.open` command. */
export function defineArea<const D extends string, R extends { id: string }, const Key extends string>(
  nav: Area<D>,
  open: OpenDef<R, Key>,
): { list: ListCommand<D>; open: OpenCommand<D, Key> }
export function defineArea<D extends string, R extends { id: string }, Key extends string>(nav: Area<D>, open?: OpenDef<R, Key>) {
  return { list: listCommand(nav), ...(open ? { open: openCommand(nav, open) } : {}) }
}

/** A settings section's `<section>.list` command: "Go to settings: regions", found in the palette. */
export function defineSettingsArea<const S extends string>(def: Section<S>): { list: ListCommand<S> } {
  return {
    list: defineCommand({
      id: `${def.section}.list` as `${S}.list`,
      title: `Go to settings: ${def.label.toLowerCase()}`,
      group: 'Settings',
      keywords: ['settings', ...(def.keywords ?? [])],
      reads: true,
      run: async () => openPanel(def.routes.list()),
    }),
  }
}
