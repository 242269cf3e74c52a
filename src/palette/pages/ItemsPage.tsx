import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { ArgSpec, Choice } from '@/commands/core/args'
import {
  checkItems,
  describeItems,
  initialRows,
  parseQuantity,
  rowsAsDraft,
  rowsToValue,
  stepQuantity,
  toggleQuantity,
  type ItemOption,
  type ItemRow,
} from '@/commands/core/items-arg'
import styles from '../Palette.module.css'
import own from './ItemsPage.module.css'
import { PageActions } from './PageActions'
import type { PageProps } from './pageProps'
import { operatorMessage } from '@/atoms/core/errors'

type ItemsSpec = Extract<ArgSpec, { kind: 'items' }>
type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; options: readonly ItemOption[]; reasons: readonly Choice[] }

/** What is wrong with one row as typed, shown beside it. */
function rowError(row: ItemRow, option: ItemOption): string | undefined {
  const parsed = parseQuantity(row.text)
  if (!parsed.ok) return parsed.error
  if (parsed.value > option.max) return `At most ${option.max}`
  return undefined
}

/**
 * Items and quantities (fulfil, return, claim, swap, receive), keyboard first: j/k or the arrows
 * move between rows, digits or +/- set the quantity, Space takes all of a row or none, Enter or
 * Ctrl+Enter continues. A row's reason and note have their own labelled fields.
 */
export function ItemsPage({ spec, ctx, args, queryClient, initialValue, initialText, error, inputId, errorId, onSubmit, onReject, onBack, onDraft }: PageProps & { spec: ItemsSpec }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [rows, setRows] = useState<ItemRow[]>([])
  const inputs = useRef(new Map<string, HTMLInputElement>())

  useEffect(() => {
    let live = true
    Promise.all([spec.items(ctx, args, queryClient), spec.reasons?.(ctx, args, queryClient) ?? []]).then(
      ([options, reasons]) => {
        if (!live) return
        setRows(initialRows(options, initialValue, initialText))
        setLoad({ status: 'ready', options, reasons })
      },
      (e: unknown) => live && setLoad({ status: 'failed', message: operatorMessage(e) }),
    )
    return () => {
      live = false
    }
    // The spec, context and arguments are fixed for the life of one page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The rows exist only once loaded: then the first row that can be chosen takes the keyboard.
  const firstEnabled = load.status === 'ready' ? load.options.find((o) => o.max > 0)?.id : undefined
  useEffect(() => {
    if (firstEnabled) inputs.current.get(firstEnabled)?.focus()
  }, [firstEnabled])

  const options = load.status === 'ready' ? load.options : []
  const reasons = load.status === 'ready' ? load.reasons : []
  const enabled = options.filter((o) => o.max > 0)

  // The draft goes to the palette here, not inside a state updater: React may run that while
  // rendering, when the palette's state must not change. Each change is its own event: `rows` is current.
  function change(id: string, patch: Partial<ItemRow>) {
    const next = rows.map((row) => (row.id === id ? { ...row, ...patch } : row))
    setRows(next)
    onDraft(rowsAsDraft(next))
  }

  function submit() {
    const value = rowsToValue(rows)
    const checked = value.ok ? checkItems(value.value, options, { reasonRequired: spec.reasonRequired }) : value
    const draft = rowsAsDraft(rows)
    if (!checked.ok) onReject(checked.error, draft)
    else onSubmit(checked.value, describeItems(checked.value, options), draft)
  }

  function move(from: string, delta: number) {
    const index = enabled.findIndex((o) => o.id === from)
    const target = enabled[Math.min(Math.max(index + delta, 0), enabled.length - 1)]
    if (target) inputs.current.get(target.id)?.focus()
  }

  function handleQuantityKey(event: KeyboardEvent<HTMLInputElement>, option: ItemOption, row: ItemRow) {
    const current = parseQuantity(row.text)
    const quantity = current.ok ? current.value : 0
    const set = (next: number) => {
      event.preventDefault()
      change(option.id, { text: String(next) })
    }
    if (event.key === 'Enter') {
      event.preventDefault()
      submit()
    } else if (event.key === 'j' || event.key === 'ArrowDown') {
      event.preventDefault()
      move(option.id, 1)
    } else if (event.key === 'k' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(option.id, -1)
    } else if (event.key === '+' || event.key === '=') set(stepQuantity(quantity, 1, option.max))
    else if (event.key === '-') set(stepQuantity(quantity, -1, option.max))
    else if (event.key === ' ') set(toggleQuantity(quantity, option.max))
  }

  function handleGroupKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.defaultPrevented) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <div className={styles.typed}>
      <div
        id={inputId}
        role="group"
        aria-label={spec.label}
        aria-describedby={error ? errorId : undefined}
        tabIndex={-1}
        data-autofocus
        onKeyDown={handleGroupKey}
        className={own.group}
      >
        {load.status === 'loading' && (
          <p role="status" className={styles.hint}>
            Loading items…
          </p>
        )}
        {load.status === 'failed' && (
          <p role="alert" className={styles.error}>
            {load.message}
          </p>
        )}
        {load.status === 'ready' && options.length === 0 && <p className={styles.hint}>Nothing to choose on this order</p>}
        <ul className={own.list}>
          {options.map((option) => {
            const row = rows.find((r) => r.id === option.id)
            if (!row) return null
            const problem = rowError(row, option)
            const problemId = `${inputId}-${option.id}-error`
            return (
              <li key={option.id} className={own.row} data-chosen={row.text !== '0' && row.text !== '' ? '' : undefined}>
                <span className={own.label}>
                  {option.label}
                  {option.hint && <span className={styles.muted}> · {option.hint}</span>}
                </span>
                <input
                  ref={(element) => {
                    if (element) inputs.current.set(option.id, element)
                    else inputs.current.delete(option.id)
                  }}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  className={own.quantity}
                  aria-label={`Quantity of ${option.label}, at most ${option.max}`}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  disabled={option.max < 1}
                  value={row.text}
                  onFocus={(e) => e.currentTarget.select()}
                  onChange={(e) => change(option.id, { text: e.target.value.replace(/[^\d]/g, '') })}
                  onKeyDown={(e) => handleQuantityKey(e, option, row)}
                />
                <span className={styles.muted}>{option.max < 1 ? 'none left' : `of ${option.max}`}</span>
                {reasons.length > 0 && (
                  <select
                    aria-label={`Reason for ${option.label}`}
                    className={own.reason}
                    value={row.reason}
                    disabled={option.max < 1}
                    onChange={(e) => change(option.id, { reason: e.target.value })}
                  >
                    <option value="">{spec.reasonRequired ? 'Choose a reason…' : 'No reason'}</option>
                    {reasons.map((reason) => (
                      <option key={reason.value} value={reason.value}>
                        {reason.label}
                      </option>
                    ))}
                  </select>
                )}
                {spec.notes && (
                  <input
                    type="text"
                    autoComplete="off"
                    className={own.note}
                    aria-label={`Note for ${option.label}`}
                    placeholder="Note"
                    disabled={option.max < 1}
                    value={row.note}
                    onChange={(e) => change(option.id, { note: e.target.value })}
                  />
                )}
                {problem && (
                  <span id={problemId} className={own.error}>
                    {problem}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      </div>
      <PageActions onBack={onBack} onGo={submit} disabled={load.status !== 'ready'} />
      <p className={styles.hint}>j/k or ↑/↓ move · type a number or +/− · Space all or none · Ctrl+Enter to continue · Esc to go back</p>
    </div>
  )
}
