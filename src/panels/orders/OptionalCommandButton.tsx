import type { ComponentProps } from 'react'
import { registry } from '@/commands/index'
import { CommandButton } from '@/panels/shared/CommandButton'

/**
 * A CommandButton for a command that may not be registered yet (the order actions come with their
 * own commands): nothing is rendered until the registry has the id, then the button appears.
 */
export function OptionalCommandButton(props: ComponentProps<typeof CommandButton>) {
  return registry.get(props.command) ? <CommandButton {...props} /> : null
}
