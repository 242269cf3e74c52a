import { useAtom, useAtomValue } from 'jotai'
import { useId } from 'react'
import { sheetKeysAtom } from '@/atoms/core/sheetKeys'
import type { AnyCommand } from '@/commands/core/define'
import { CANNOT_UNDO, cannotUndo } from '@/commands/core/undoNote'
import { Kbd } from '@/ui/Kbd'
import { ModalShell } from '@/ui/ModalShell'
import styles from './Palette.module.css'
import { shortcutSheetOpenAtom } from './state'

const GENERAL_KEYS: Array<[string, string]> = [
  ['mod+k', 'Command palette'],
  ['?', 'This sheet'],
  ['escape', 'Back one page / close'],
  ['j', 'Next row'],
  ['k', 'Previous row'],
  ['x', 'Select row'],
  ['shift+x', 'Select range'],
  ['enter', 'Open row'],
]

/** Every shortcut, generated from the registry and the panels on screen (a queue's keys): nothing to keep in sync by hand. */
export function ShortcutSheet({ commands }: { commands: readonly AnyCommand[] }) {
  const [open, setOpen] = useAtom(shortcutSheetOpenAtom)
  const screenKeys = useAtomValue(sheetKeysAtom)
  const titleId = useId()
  if (!open) return null
  const withKeys = commands.filter((c) => c.hotkey)
  const groups = new Map<string, AnyCommand[]>()
  for (const command of withKeys) groups.set(command.group, [...(groups.get(command.group) ?? []), command])

  return (
    <ModalShell labelledBy={titleId} variant="centered" onEscape={() => setOpen(false)}>
      <div className={styles.sheet}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Keyboard shortcuts
          </h2>
          <button type="button" className={styles.secondaryButton} onClick={() => setOpen(false)} data-autofocus>
            Close
          </button>
        </header>
        <div className={styles.sheetColumns}>
          <section aria-label="General">
            <h3 className={styles.sheetHeading}>General</h3>
            <dl className={styles.keys}>
              {GENERAL_KEYS.map(([key, label]) => (
                <div key={key} className={styles.keyRow}>
                  <dt><Kbd hotkey={key} /></dt>
                  <dd>{label}</dd>
                </div>
              ))}
            </dl>
          </section>
          {screenKeys.map(({ group, keys }) => (
            <section key={group} aria-label={group}>
              <h3 className={styles.sheetHeading}>{group}</h3>
              <dl className={styles.keys}>
                {keys.map(({ key, label }) => (
                  <div key={key} className={styles.keyRow}>
                    <dt><Kbd hotkey={key} /></dt>
                    <dd>{label}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          {[...groups].map(([group, list]) => (
            <section key={group} aria-label={group}>
              <h3 className={styles.sheetHeading}>{group}</h3>
              <dl className={styles.keys}>
                {list.map((command) => (
                  <div key={command.id} className={styles.keyRow}>
                    <dt><Kbd hotkey={command.hotkey ?? ''} /></dt>
                    <dd>
                      {command.title}
                      {command.scope && <span className={styles.muted}> (on a {command.scope})</span>}
                      {cannotUndo(command) && <span className={styles.muted}> · {CANNOT_UNDO.toLowerCase()}</span>}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </div>
    </ModalShell>
  )
}
