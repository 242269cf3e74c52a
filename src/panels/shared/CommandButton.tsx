import { useAtomValue, useSetAtom } from 'jotai'
import { commandContextAtom, requestCommandAtom } from '@/atoms/core/context'
import { runningCommandsAtom, runsWith } from '@/atoms/core/running'
import { isAvailable } from '@/commands/core/define'
import { commandById, type CommandId } from '@/commands/index'
import { Button, type ButtonProps } from '@/ui/Button'
import { Tooltip } from '@/ui/Tooltip'

interface CommandButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** A registered command id: the button runs exactly what the palette and the hotkey run. */
  command: CommandId
  /** Arguments the button already knows (the row's id). */
  args?: Record<string, unknown>
  /** Shorter text than the command's title, e.g. 'Delete'; keep it a part of the title (label in name). */
  label?: string
  /** What a row's button acts on, for its accessible name ('Delete variant: S'). */
  subject?: string
}

/**
 * Every button in a panel runs a registered command; `when` disables it, its hotkey shows in the
 * tooltip. While its run is in flight it shows busy, and stays focusable: a second press is told the
 * run is still going (useCommandRunner), and focus stays where the operator left it.
 */
export function CommandButton({ command: id, args, label, subject, ...rest }: CommandButtonProps) {
  const ctx = useAtomValue(commandContextAtom)
  const running = useAtomValue(runningCommandsAtom).some((run) => runsWith(run, id, args))
  const request = useSetAtom(requestCommandAtom)
  const command = commandById(id)
  const text = label ?? command.title.replace(/…$/, '')
  // The accessible name holds the visible text (WCAG 2.5.3) and the command's full title.
  const title = command.title.toLowerCase().includes(text.toLowerCase()) ? command.title : `${text} (${command.title})`
  const name = subject ? `${title}: ${subject}` : title !== text ? title : undefined
  const button = (
    <Button
      {...rest}
      busy={rest.busy || running}
      disabled={rest.disabled || !isAvailable(command, ctx)}
      aria-label={name}
      onClick={() => request(id, args)}
    >
      {text}
    </Button>
  )
  return command.hotkey ? (
    <Tooltip content={command.title} shortcut={command.hotkey}>
      {button}
    </Tooltip>
  ) : (
    button
  )
}
