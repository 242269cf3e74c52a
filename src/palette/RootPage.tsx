import { Command } from 'cmdk'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { AnyCommand } from '@/commands/define'
import { Kbd } from '@/ui/Kbd'
import styles from './Palette.module.css'
import { recentCommandsAtom } from './state'

interface RootPageProps {
  commands: readonly AnyCommand[]
  onPick: (command: AnyCommand) => void
  labelId: string
}

function Item({ command, onPick, group }: { command: AnyCommand; onPick: (c: AnyCommand) => void; group: string }) {
  return (
    <Command.Item
      value={`${group}:${command.id}`}
      keywords={[command.title, ...(command.keywords ?? []), command.group]}
      onSelect={() => onPick(command)}
      className={styles.item}
    >
      <span>{command.title}</span>
      {command.hotkey && <Kbd hotkey={command.hotkey} className={styles.itemKbd} />}
    </Command.Item>
  )
}

/** Every available command, grouped; fuzzy on title and keywords; recent ones first when empty. */
export function RootPage({ commands, onPick, labelId }: RootPageProps) {
  const [query, setQuery] = useState('')
  const recentIds = useAtomValue(recentCommandsAtom)
  const recent = query
    ? []
    : recentIds.map((id) => commands.find((c) => c.id === id)).filter((c): c is AnyCommand => Boolean(c))
  const groups = new Map<string, AnyCommand[]>()
  for (const command of commands) groups.set(command.group, [...(groups.get(command.group) ?? []), command])

  return (
    <Command label="Commands" className={styles.command} loop>
      <Command.Input
        data-autofocus
        aria-labelledby={labelId}
        value={query}
        onValueChange={setQuery}
        placeholder="Type a command or search…"
        className={styles.input}
      />
      <Command.List className={styles.list}>
        <Command.Empty className={styles.empty}>No command matches</Command.Empty>
        {recent.length > 0 && (
          <Command.Group heading="Recent" className={styles.group}>
            {recent.map((command) => (
              <Item key={command.id} command={command} onPick={onPick} group="recent" />
            ))}
          </Command.Group>
        )}
        {[...groups].map(([group, list]) => (
          <Command.Group key={group} heading={group} className={styles.group}>
            {list.map((command) => (
              <Item key={command.id} command={command} onPick={onPick} group={group} />
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command>
  )
}
