import { Command } from 'cmdk'
import { useState, type KeyboardEvent } from 'react'
import { valueAsText, type ArgSpec, type PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import styles from '../Palette.module.css'

export interface MorePageProps {
  /** The way on, selected as the page opens: the command's title, or 'Continue' when a confirm follows. */
  go: string
  /** The extras, in the command's order, with what each holds so far. */
  extras: ReadonlyArray<{ key: string; spec: ArgSpec; value: unknown; label?: string }>
  ctx: CommandContext
  args: PartialArgs
  errorId: string
  error?: string
  onGo: () => void
  onOpen: (key: string) => void
  onBack: () => void
}

/** What an extra holds, on one line: 'season: winter, tier: 1'; nothing when it is empty. */
function shown(extra: MorePageProps['extras'][number], ctx: CommandContext, args: PartialArgs): string {
  const text = extra.label ?? valueAsText(extra.spec, extra.value, ctx, args)
  return text.split('\n').filter((line) => line.trim()).join(', ')
}

/**
 * The optional extras of a command (metadata, a description, a handle made from the title), after its
 * required arguments: Enter goes on at once; picking a field opens its page, then this list again.
 */
export function MorePage({ go, extras, ctx, args, errorId, error, onGo, onOpen, onBack }: MorePageProps) {
  const [query, setQuery] = useState('')
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && query === '') {
      event.preventDefault()
      onBack()
    }
  }
  return (
    <Command label="More fields" className={styles.command} defaultValue={go}>
      <Command.Input
        data-autofocus
        value={query}
        onValueChange={setQuery}
        onKeyDown={handleKeyDown}
        placeholder="Enter to go on, or pick a field to fill…"
        aria-describedby={error ? errorId : undefined}
        className={styles.input}
      />
      <Command.List className={styles.list}>
        <Command.Empty className={styles.empty}>No such field</Command.Empty>
        <Command.Item value={go} onSelect={onGo} className={styles.item}>
          <strong>{go}</strong>
          <span className={styles.muted}>Enter</span>
        </Command.Item>
        {extras.map((extra) => {
          const text = shown(extra, ctx, args)
          return (
            <Command.Item key={extra.key} value={extra.spec.label} onSelect={() => onOpen(extra.key)} className={styles.item}>
              <span>{extra.spec.label}</span>
              <span className={styles.muted}>{text || 'optional'}</span>
            </Command.Item>
          )
        })}
      </Command.List>
      <p className={styles.hint}>Enter: {go} · or pick a field to fill it first · Esc to go back</p>
    </Command>
  )
}
