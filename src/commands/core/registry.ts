import type { CommandContext } from '@/models/core/context'
import { isAvailable, type AnyCommand } from './define'

/** 'Shift+C' and 'c+shift' are one key; 'mod' is ctrl on one platform and command on the other. */
export function normalizeHotkey(hotkey: string): string[] {
  const parts = hotkey.toLowerCase().split('+').map((p) => p.trim())
  const key = parts.pop() ?? ''
  const modifiers = parts.sort()
  const variants = modifiers.includes('mod')
    ? ['ctrl', 'command'].map((m) => [...modifiers.filter((x) => x !== 'mod'), m].sort())
    : [modifiers]
  return variants.map((mods) => [...mods, key].join('+'))
}

function scopesOverlap(a: AnyCommand, b: AnyCommand): boolean {
  return !a.scope || !b.scope || a.scope === b.scope
}

export interface Registry {
  all: readonly AnyCommand[]
  get: (id: string) => AnyCommand | undefined
  /** What the palette lists and hotkeys fire in this context. */
  available: (ctx: CommandContext) => AnyCommand[]
}

/** One registry feeds the palette, the hotkeys, the buttons and the '?' sheet. */
export function createRegistry(commands: readonly AnyCommand[]): Registry {
  const byId = new Map<string, AnyCommand>()
  const byHotkey = new Map<string, AnyCommand[]>()
  for (const command of commands) {
    if (byId.has(command.id)) throw new Error(`Duplicate command id: ${command.id}`)
    byId.set(command.id, command)
    for (const key of command.hotkey ? normalizeHotkey(command.hotkey) : []) {
      const clash = byHotkey.get(key)?.find((other) => other !== command && scopesOverlap(other, command))
      if (clash) throw new Error(`Hotkey ${command.hotkey} of ${command.id} is already used by ${clash.id}`)
      byHotkey.set(key, [...(byHotkey.get(key) ?? []), command])
    }
  }
  return {
    all: commands,
    get: (id) => byId.get(id),
    available: (ctx) => commands.filter((command) => isAvailable(command, ctx)),
  }
}
