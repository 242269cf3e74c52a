import { useState } from 'react'
import { checkValue, type ArgSpec } from '@/commands/args'
import styles from '../Palette.module.css'
import type { PageProps } from './pageProps'

/** The last question before a command runs; after a failure it offers to run again. */
export function ConfirmPage({ message, error, onConfirm, onBack }: { message: string; error?: string; onConfirm: () => void; onBack: () => void }) {
  return (
    <div className={styles.typed}>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onBack}>
          Back
        </button>
        <button type="button" className={styles.primaryButton} onClick={onConfirm} data-autofocus>
          {error ? 'Run again' : 'Confirm'}
        </button>
      </div>
    </div>
  )
}

/** File arguments: a chooser, then Continue. */
export function FilePage({ spec, args, initialValue, onSubmit, onReject, onBack, inputId, errorId, error }: PageProps & { spec: Extract<ArgSpec, { kind: 'file' }> }) {
  const [files, setFiles] = useState<File[]>(Array.isArray(initialValue) ? (initialValue as File[]) : [])
  function submit() {
    const checked = checkValue(spec, files.length ? files : undefined, args)
    if (!checked.ok) onReject(checked.error)
    else onSubmit(checked.value, files.map((f) => f.name).join(', '))
  }
  return (
    <div className={styles.typed}>
      <input
        id={inputId}
        type="file"
        data-autofocus
        accept={spec.accept}
        multiple={spec.multiple}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        className={styles.input}
      />
      {files.length > 0 && <p className={styles.hint}>{files.map((f) => f.name).join(', ')}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onBack}>
          Back
        </button>
        <button type="button" className={styles.primaryButton} onClick={submit}>
          Continue
        </button>
      </div>
    </div>
  )
}
