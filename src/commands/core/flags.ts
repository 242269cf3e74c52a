import type { CommandContext } from '@/models/core/context'
import { needsFlag } from '@/models/core/rules'

interface Gateable {
  when?: (ctx: CommandContext) => boolean
  why?: (ctx: CommandContext) => string | undefined
}

/**
 * The commands of a domain Medusa serves only with a store feature flag on (its routes answer 404
 * without it): offered only then, their own `when` and `why` applying once it is on.
 */
export function onlyWithFlag<const T extends readonly Gateable[]>(flag: string, commands: T): T {
  const gate = needsFlag(flag)
  // Each command keeps its type: only its `when` and `why` are wrapped.
  return commands.map((command) => ({
    ...command,
    when: (ctx: CommandContext) => gate.when(ctx) && (command.when ? command.when(ctx) : true),
    why: (ctx: CommandContext) => gate.why(ctx) ?? command.why?.(ctx),
  })) as unknown as T
}
