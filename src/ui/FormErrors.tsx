import styles from './FormErrors.module.css'
import { Tooltip } from './Tooltip'

export interface FormErrorsProps {
  messages: readonly string[]
  /** Give the field aria-describedby={id} so its errors are read with it. */
  id?: string
}

/** '+1 error', '+2 errors', ... */
export function moreErrorsLabel(count: number): string {
  return `+${count} ${count === 1 ? 'error' : 'errors'}`
}

/**
 * A field's validation errors (SPEC §5): the first message, then '+N error(s)' whose tooltip
 * lists the others. Renders nothing when there are no messages.
 */
export function FormErrors({ messages, id }: FormErrorsProps) {
  const [first, ...rest] = messages
  if (first === undefined) return null
  return (
    <div id={id} className={styles.root}>
      <span>{first}</span>
      {rest.length > 0 ? (
        <Tooltip
          content={
            <ul className={styles.list}>
              {rest.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          }
        >
          <button type="button" className={styles.more}>
            {moreErrorsLabel(rest.length)}
          </button>
        </Tooltip>
      ) : null}
    </div>
  )
}
