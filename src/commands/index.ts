import { orderCommands } from './orders'
import { productVariantCommands } from './product-variants'
import { productCommands } from './products'
import { createRegistry } from './registry'
import { sessionCommands } from './session'

/** Every command of the console: the palette, hotkeys, buttons and the '?' sheet all read this. */
export const allCommands = [...orderCommands, ...productCommands, ...productVariantCommands, ...sessionCommands]

export const registry = createRegistry(allCommands)

export { createRegistry, type Registry } from './registry'
export type { AnyCommand, CommandResult } from './define'
