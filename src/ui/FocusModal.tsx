import { useId } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { Button } from './Button'
import styles from './FocusModal.module.css'
import { ModalShell } from './ModalShell'
import { Tooltip } from './Tooltip'

export interface FocusModalProps {
  open: boolean
  title: string
  /** Cancel button and Escape. */
  onCancel: () => void
  /** 'Save changes' button and mod+Enter. */
  onSave: () => void
  /** A save is in flight: the save button shows a spinner and does not fire again. */
  saving?: boolean
  saveDisabled?: boolean
  children?: ReactNode
}

/**
 * A full-screen modal for editing one thing: title and Cancel / 'Save changes' along the top,
 * the body below. Focus starts at the body's first control and returns to the opener on close.
 */
export function FocusModal({ open, title, onCancel, onSave, saving = false, saveDisabled = false, children }: FocusModalProps) {
  const titleId = useId()
  if (!open) return null
  const canSave = !saving && !saveDisabled

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      if (canSave) onSave()
    }
  }

  return (
    <ModalShell labelledBy={titleId} onEscape={onCancel} variant="fullscreen" onKeyDown={handleKeyDown}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Tooltip content="Save changes" shortcut="mod+enter">
            <Button variant="primary" onClick={onSave} disabled={!canSave} busy={saving}>
              Save changes
            </Button>
          </Tooltip>
        </div>
      </header>
      <div className={styles.body} data-modal-body>
        {children}
      </div>
    </ModalShell>
  )
}
