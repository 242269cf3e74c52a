import { INVENTORY_MODULES } from '@/atoms/core/store'
import type { CommandContext } from '@/models/core/context'
import { needsFlag } from '@/models/core/rules'

interface Gateable {
  when?: (ctx: CommandContext) => boolean
  why?: (ctx: CommandContext) => string | undefined
}

interface Gate {
  when: (ctx: CommandContext) => boolean
  why: (ctx: CommandContext) => string | undefined
}

/** Wraps each command's `when` and `why` in the gate's: each command keeps its type. */
function gated<const T extends readonly Gateable[]>(gate: Gate, commands: T): T {
  return commands.map((command) => ({
    ...command,
    when: (ctx: CommandContext) => gate.when(ctx) && (command.when ? command.when(ctx) : true),
    why: (ctx: CommandContext) => gate.why(ctx) ?? command.why?.(ctx),
  })) as unknown as T
}

/**
 * The commands of a domain Medusa serves only with a store feature flag on (its routes answer 404
 * without it): offered only then, their own `when` and `why` applying once it is on.
 */
export function onlyWithFlag<const T extends readonly Gateable[]>(flag: string, commands: T): T {
  return gated(needsFlag(flag), commands)
}

/** What a module key is called in a refusal. */
const moduleNames: Readonly<Record<string, string>> = {
  inventoryService: 'inventory',
  stockLocationService: 'stock location',
}

/**
 * `when` and `why` of a command that needs Medusa modules (`inventoryService`…): their routes answer
 * 500 on a store without them, so the command is not offered there.
 */
export const needsModules = (modules: readonly string[]): Gate => {
  const has = (ctx: CommandContext) => modules.every((key) => ctx.modules?.[key] === true)
  const names = modules.map((key) => moduleNames[key] ?? key).join(' and ')
  return {
    when: has,
    why: (ctx) => (has(ctx) ? undefined : `Needs the store’s ${names} ${modules.length > 1 ? 'modules' : 'module'}`),
  }
}

/** The module counterpart of onlyWithFlag: offered only on a store that loaded every one of `modules`. */
export function onlyWithModules<const T extends readonly Gateable[]>(modules: readonly string[], commands: T): T {
  return gated(needsModules(modules), commands)
}

/** Inventory, stock-location and reservation commands: only on a store with both inventory modules. */
export function onlyWithInventory<const T extends readonly Gateable[]>(commands: T): T {
  return onlyWithModules(INVENTORY_MODULES, commands)
}
