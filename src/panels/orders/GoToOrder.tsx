import { useAtomValue } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useId, useState, type FormEvent } from 'react'
import { orderQueries } from '@/atoms/orders/keys'
import { operatorMessage } from '@/atoms/core/errors'
import { ordersNav } from '@/models/orders/area'
import { noOrderMessage, ORDER_NUMBER_INVALID, parseOrderNumber } from '@/models/orders/entity'
import { useRowLinks } from '@/panels/shared/table'
import styles from './orders.module.css'

/**
 * 'Go to #': typing #1042 (or 1042) and Enter opens that order beside the table, which keeps its
 * filters, page and focused row. The same lookup as the 'Go to order number…' command.
 */
export function GoToOrder() {
  const queryClient = useAtomValue(queryClientAtom)
  const links = useRowLinks(ordersNav.routes)
  const [text, setText] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const messageId = useId()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const displayId = parseOrderNumber(text)
    if (displayId === undefined) return setMessage(ORDER_NUMBER_INVALID)
    setBusy(true)
    try {
      const order = await queryClient.fetchQuery({ ...orderQueries.byDisplayId(displayId), staleTime: 0 })
      if (!order) return setMessage(noOrderMessage(displayId))
      setMessage(null)
      setText('')
      await links.open(order.id)
    } catch (error) {
      setMessage(operatorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.goTo} role="search" aria-label="Go to order number" onSubmit={(event) => void onSubmit(event)}>
      <label className={styles.filter}>
        <span>Go to #</span>
        <input
          className={styles.goToInput}
          value={text}
          placeholder="1042"
          inputMode="numeric"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          aria-busy={busy || undefined}
          onChange={(event) => {
            setText(event.target.value)
            setMessage(null)
          }}
        />
      </label>
      {message ? (
        <span id={messageId} role="alert" className={styles.error}>
          {message}
        </span>
      ) : null}
    </form>
  )
}
