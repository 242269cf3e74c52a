import { useState, type KeyboardEvent } from 'react'
import { checkValue, formatMoney, parseTyped, type ArgSpec } from '@/commands/core/args'
import { NumberInput } from '@/ui/NumberInput'
import styles from '../Palette.module.css'
import { PageActions } from './PageActions'
import { fieldAttributes, type PageProps } from './pageProps'

/** Text, number, money, date and metadata: typed, parsed and validated before anything is sent. */
export function TypedPage({ spec, initialText, error, onSubmit, onReject, onBack, onDraft, ctx, args, inputId, errorId }: PageProps & { spec: ArgSpec }) {
  const [text, setText] = useState(initialText)
  const multiline = spec.kind === 'metadata' || (spec.kind === 'text' && spec.multiline)

  function submit() {
    // Parsed, then the argument's own check (`validate`), as every other page does.
    const parsed = parseTyped(spec, text, ctx, args)
    const checked = parsed.ok ? checkValue(spec, parsed.value, args, ctx) : parsed
    if (!checked.ok) onReject(checked.error, text)
    else onSubmit(checked.value, undefined, text)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    // In a multi-line field Enter adds a line, except while it is empty: then it goes on (a stop
    // Enter cannot leave would hold the operator on a field they meant to skip).
    if (event.key === 'Enter' && (!multiline || event.metaKey || event.ctrlKey || event.currentTarget.value.trim() === '')) {
      event.preventDefault()
      submit()
    } else if (event.key === 'Backspace' && text === '') {
      event.preventDefault()
      onBack()
    }
  }

  function change(next: string) {
    setText(next)
    onDraft(next)
  }

  const common = {
    ...fieldAttributes({ inputId, errorId, error }),
    'data-autofocus': true,
    onKeyDown: handleKeyDown,
    autoComplete: 'off',
  } as const

  const currency = spec.kind === 'money' ? spec.currency(ctx, args) : undefined
  const preview = currency ? moneyPreview(spec, text, ctx, args, currency) : undefined

  return (
    <div className={styles.typed}>
      {multiline ? (
        <textarea {...common} value={text} className={styles.input} rows={6} placeholder={placeholderOf(spec)} onChange={(e) => change(e.target.value)} />
      ) : spec.kind === 'number' ? (
        <NumberInput
          {...common}
          label={spec.label}
          hideLabel
          value={text === '' || Number.isNaN(Number(text)) ? null : Number(text)}
          onValueChange={(value) => change(value === null ? '' : String(value))}
          min={spec.min}
          max={spec.max}
          step={spec.step}
          invalid={Boolean(error)}
        />
      ) : (
        <input
          {...common}
          value={text}
          className={styles.input}
          type={spec.kind === 'date' ? 'date' : 'text'}
          inputMode={spec.kind === 'money' ? 'decimal' : undefined}
          placeholder={placeholderOf(spec)}
          onChange={(e) => change(e.target.value)}
        />
      )}
      {currency && (
        <p className={styles.hint} aria-live="polite">
          {preview ?? `Amount in ${currency.toUpperCase()}`}
        </p>
      )}
      <PageActions onBack={onBack} onGo={submit} />
      <p className={styles.hint}>
        {multiline ? 'Ctrl+Enter to continue (Enter too while empty; otherwise it adds a line)' : 'Enter to continue'}
        {spec.optional ? ' (empty to skip)' : ''} · Esc to go back
      </p>
    </div>
  )
}

function placeholderOf(spec: ArgSpec): string | undefined {
  if (spec.kind === 'text') return spec.placeholder
  if (spec.kind === 'metadata') return 'key: value\nanother_key: value'
  if (spec.kind === 'date') return 'YYYY-MM-DD'
  return undefined
}

function moneyPreview(spec: ArgSpec, text: string, ctx: PageProps['ctx'], args: PageProps['args'], currency: string) {
  const parsed = text.trim() ? parseTyped(spec, text, ctx, args) : undefined
  return parsed?.ok && typeof parsed.value === 'number' ? formatMoney(parsed.value, currency) : undefined
}
