import { useState, type KeyboardEvent } from 'react'
import { checkValue, type ArgSpec } from '@/commands/core/args'
import styles from '../Palette.module.css'
import { PageActions } from './PageActions'
import { fieldAttributes, type PageProps } from './pageProps'

/** The last question before a command runs; after a failure it offers to run again. */
/** The last question before a run; `note` (no undo for it, say) under it. */
export function ConfirmPage({ message, note, error, onConfirm, onBack }: { message: string; note?: string; error?: string; onConfirm: () => void; onBack: () => void }) {
  return (
    <div className={styles.typed}>
      <p className={styles.message}>{message}</p>
      {note ? <p className={styles.hint}>{note}</p> : null}
      <PageActions onBack={onBack} onGo={onConfirm} go={error ? 'Run again' : 'Confirm'} autoFocus />
    </div>
  )
}

/**
 * File arguments: a chooser, then Continue. As on the typed pages, Enter continues (with nothing
 * chosen, an optional prompt is skipped) and Backspace with nothing chosen goes back; Space opens
 * the browser's chooser (Enter would otherwise open it too).
 */
export function FilePage({ spec, ctx, args, initialValue, onSubmit, onReject, onBack, inputId, errorId, error }: PageProps & { spec: Extract<ArgSpec, { kind: 'file' }> }) {
  const [files, setFiles] = useState<File[]>(Array.isArray(initialValue) ? (initialValue as File[]) : [])
  function submit() {
    const checked = checkValue(spec, files.length ? files : undefined, args, ctx)
    if (!checked.ok) onReject(checked.error)
    else onSubmit(checked.value, files.map((f) => f.name).join(', '))
  }
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const act = event.key === 'Enter' ? submit : event.key === 'Backspace' && !files.length ? onBack : undefined
    if (!act) return
    event.preventDefault()
    act()
  }
  return (
    <div className={styles.typed}>
      <input
        {...fieldAttributes({ inputId, errorId, error })}
        type="file"
        data-autofocus
        accept={spec.accept}
        multiple={spec.multiple}
        onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        onKeyDown={handleKeyDown}
        className={styles.input}
      />
      {files.length > 0 && <p className={styles.hint}>{files.map((f) => f.name).join(', ')}</p>}
      <PageActions onBack={onBack} onGo={submit} />
      <p className={styles.hint}>
        Space to choose {spec.multiple ? 'files' : 'a file'} · Enter to continue{spec.optional ? ' (none to skip)' : ''} · Esc to go back
      </p>
    </div>
  )
}
