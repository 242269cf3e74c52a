import { productVariantCommands } from './product-variants'
import { productCommands } from './products'
import { createRegistry } from './registry'

/** Every command of the console: the palette, hotkeys, buttons and the '?' sheet all read this. */
export const allCommands = [...productCommands, ...productVariantCommands]

export const registry = createRegistry(allCommands)

export { createRegistry, type Registry } from './registry'
export type { AnyCommand, CommandResult } from './define'
