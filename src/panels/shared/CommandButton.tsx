import { useAtomValue, useStore } from 'jotai'
import { commandContextAtom } from '@/atoms/core/context'
import { runningCommandsAtom, runsWith } from '@/atoms/core/running'
import { isAvailable } from '@/commands/core/define'
import { CANNOT_UNDO, cannotUndo } from '@/commands/core/undoNote'
import { appRunner, commandById, type CommandArgs, type CommandId, type CommandRecords } from '@/commands/index'
import { Button, type ButtonProps } from '@/ui/Button'
import { Tooltip } from '@/ui/Tooltip'

interface CommandButtonProps<Id extends CommandId> extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** A registered command id: the button runs exactly what the palette and the hotkey run. */
  command: Id
  /** Arguments the button already knows (the row's id), checked against the command's own. */
  args?: CommandArgs<Id>
  /** The records those arguments name (the row's), for the command's questions: a note's text. */
  records?: CommandRecords<Id>
  /** Shorter text than the command's title, e.g. 'Delete'; keep it a part of the title (label in name). */
  label?: string
  /** What a row's button acts on, for its accessible name ('Delete variant: S'). */
  subject?: string
}

/**
 * Every button in a panel runs a registered command; `when` disables it, its hotkey shows in the
 * tooltip, and so does that undo cannot take it back. While its run is in flight it shows busy, and stays focusable: a second press is told the
 * run is still going (the runner), and focus stays where the operator left it.
 */
export function CommandButton<Id extends CommandId>({ command: id, args, records, label, subject, ...rest }: CommandButtonProps<Id>) {
  const ctx = useAtomValue(commandContextAtom)
  const running = useAtomValue(runningCommandsAtom).some((run) => runsWith(run, id, args))
  const runner = appRunner(useStore())
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
      onClick={() => runner.run(id, args, records, { source: 'button' })}
    >
      {text}
    </Button>
  )
  // A change undo cannot take back says so before it runs: the tooltip is also the button's description.
  const noUndo = cannotUndo(command)
  return command.hotkey || noUndo ? (
    <Tooltip content={noUndo ? `${command.title} · ${CANNOT_UNDO.toLowerCase()}` : command.title} shortcut={command.hotkey}>
      {button}
    </Tooltip>
  ) : (
    button
  )
}
