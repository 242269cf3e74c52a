import type { FocusEvent } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { dismissToastAtom, holdToastAtom, toastsAtom } from '@/atoms/core/toasts'
import type { Toast } from '@/atoms/core/toasts'
import { CloseIcon } from './icons'
import styles from './Toaster.module.css'

/**
 * The toasts of src/atoms/core/toasts.ts, top-right. The region is always present so screen readers
 * pick up what is added to it: info and success toasts are polite (role=status), errors
 * interrupt (role=alert). Each has a dismiss button; they also leave by themselves after 3000 ms.
 */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom)
  const dismiss = useSetAtom(dismissToastAtom)
  return (
    <section aria-label="Notifications" aria-live="polite" className={styles.viewport}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
      ))}
    </section>
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const isError = toast.tone === 'error'
  const hold = useSetAtom(holdToastAtom)
  const { action } = toast
  // A toast with an action stays while the operator is on it (Tab to it, or the pointer), so it can be reached.
  const holding = action
    ? {
        onFocus: () => hold(toast.id, true),
        onBlur: (event: FocusEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget)) hold(toast.id, false)
        },
        onMouseEnter: () => hold(toast.id, true),
        onMouseLeave: () => hold(toast.id, false),
      }
    : {}
  return (
    <div
      role={isError ? 'alert' : 'status'}
      aria-atomic="true"
      className={`${styles.toast} ${styles[toast.tone]}`}
      {...holding}
    >
      <div className={styles.text}>
        <strong className={styles.title}>{toast.title}</strong>
        {toast.message ? <p className={styles.message}>{toast.message}</p> : null}
      </div>
      {action ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            hold(toast.id, false)
            onDismiss()
            action.run()
          }}
        >
          {action.label}
        </button>
      ) : null}
      <button type="button" className={styles.dismiss} aria-label={`Dismiss notification: ${toast.title}`} onClick={onDismiss}>
        <CloseIcon className={styles.icon} />
      </button>
    </div>
  )
}
