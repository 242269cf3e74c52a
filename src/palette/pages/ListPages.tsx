import { Command } from 'cmdk'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { checkValue, type ArgSpec, type Choice, type EntityOption } from '@/commands/core/args'
import styles from '../Palette.module.css'
import { useEnterThatWaits, type EnterOutcome } from '../typeAhead'
import type { PageProps } from './pageProps'
import { operatorMessage } from '@/atoms/core/errors'

const SEARCH_DEBOUNCE_MS = 200

function backOnEmptyBackspace(query: string, onBack: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && query === '') {
      event.preventDefault()
      onBack()
    }
  }
}

type ChoiceSpec = Extract<ArgSpec, { kind: 'choice' | 'boolean' }>

/** Choice and boolean arguments: a filterable list. */
export function ChoicePage({ spec, ctx, args, initialValue, onSubmit, onReject, onBack, onDraft, initialText, errorId, error }: PageProps & { spec: ChoiceSpec }) {
  const [query, setQuery] = useState(initialText)
  const choices: readonly Choice[] =
    spec.kind === 'boolean'
      ? [
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]
      : typeof spec.options === 'function'
        ? spec.options(ctx, args)
        : spec.options

  function pick(choice: Choice | null) {
    const value = choice === null ? undefined : spec.kind === 'boolean' ? choice.value === 'true' : choice.value
    const checked = checkValue(spec, value, args, ctx)
    if (!checked.ok) onReject(checked.error, query)
    else onSubmit(value, choice?.label, query)
  }

  const selected = initialValue === undefined ? undefined : String(initialValue)
  return (
    <Command label={spec.label} className={styles.command} defaultValue={choices.find((c) => c.value === selected)?.label}>
      <Command.Input
        data-autofocus
        value={query}
        onValueChange={(next) => (setQuery(next), onDraft(next))}
        onKeyDown={backOnEmptyBackspace(query, onBack)}
        placeholder={`Choose ${spec.label.toLowerCase()}…`}
        aria-describedby={error ? errorId : undefined}
        className={styles.input}
      />
      <Command.List className={styles.list}>
        <Command.Empty className={styles.empty}>No match</Command.Empty>
        {spec.optional && (
          <Command.Item value="(none)" onSelect={() => pick(null)} className={styles.item}>
            <span className={styles.muted}>None</span>
          </Command.Item>
        )}
        {choices.map((choice) => (
          <Command.Item key={choice.value} value={choice.label} keywords={[choice.value]} onSelect={() => pick(choice)} className={styles.item}>
            <span>{choice.label}</span>
            {choice.value === selected && <span className={styles.muted}>current</span>}
            {choice.hint && <span className={styles.muted}>{choice.hint}</span>}
          </Command.Item>
        ))}
      </Command.List>
    </Command>
  )
}

type EntitySpec = Extract<ArgSpec, { kind: 'entity' | 'entities' }>

/** Searches as the operator types: one request per debounced keystroke, cached by the query client. */
function useEntitySearch(spec: EntitySpec, query: string, tools: Pick<PageProps, 'queryClient' | 'ctx' | 'args'>) {
  const [result, setResult] = useState<{ query: string | null; options: EntityOption[]; error?: string }>({ query: null, options: [] })
  const { queryClient, ctx, args } = tools
  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      spec.search(query, { queryClient, ctx, args }).then(
        (options) => live && setResult({ query, options }),
        (e: unknown) => live && setResult({ query, options: [], error: operatorMessage(e) }),
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
    // args and ctx are fixed for the life of one page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, spec, queryClient])
  // Older results stay listed while the next search runs.
  return { options: result.options, loading: result.query !== query, answered: result.query, error: result.error }
}

/** Entity pickers; with kind 'entities' several can be picked, then 'Done'. */
export function EntityPage(props: PageProps & { spec: EntitySpec }) {
  const { spec, args, initialValue, onSubmit, onReject, onBack, onDraft, initialText, errorId, error, typeAhead } = props
  const [query, setQuery] = useState(initialText)
  const [picked, setPicked] = useState<Map<string, string>>(
    () => new Map(Array.isArray(initialValue) ? initialValue.map((id: unknown) => [String(id), String(id)]) : []),
  )
  const { options, loading, answered, error: searchError } = useEntitySearch(spec, query, props)
  const many = spec.kind === 'entities'

  // Done / None come first while nothing is typed (Enter skips at once) and after the results once a
  // search is typed, so that Enter takes the best match.
  const searched = query.trim() !== ''
  const skipValue = many ? '__done' : spec.optional ? '__none' : undefined
  const firstValue = options[0] ? `0:${options[0].id}` : undefined
  // cmdk keeps its selection when results arrive after the keystroke: each new set of results starts
  // at its top row, and a row the operator moved to counts only for the results it was chosen in.
  const results = `${query}\u0000${loading}\u0000${firstValue ?? ''}`
  const [moved, setMoved] = useState<{ results: string; value: string }>()
  const selected = moved?.results === results ? moved.value : searched ? (firstValue ?? skipValue) : (skipValue ?? firstValue)
  const select = (value: string) => setMoved({ results, value })
  const inputRef = useRef<HTMLInputElement>(null)

  function submit(value: unknown, label?: string, record?: unknown) {
    const checked = checkValue(spec, value, args, props.ctx)
    if (!checked.ok) onReject(checked.error, query)
    else onSubmit(value, label, query, record)
  }

  // What is ticked as of the last key, ahead of the render that shows it: a ctrl+Enter held while an
  // Enter waited for its results is replayed just after that Enter ticks a box, maybe before React
  // has rendered the tick, and must not submit the picks as they were before it.
  const ticked = useRef(picked)
  function toggle(option: EntityOption) {
    const next = new Map(ticked.current)
    if (next.has(option.id)) next.delete(option.id)
    else next.set(option.id, option.label)
    ticked.current = next
    setPicked(next)
  }

  function done() {
    const ids = [...ticked.current.keys()]
    submit(ids.length ? ids : undefined, [...ticked.current.values()].join(', '))
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (many && event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      done()
      return
    }
    // Enter before the typed text's results are in waits for them: a quick "M ⏎" would otherwise take
    // the top row of the results for what was typed before. With nothing typed, Done / None is taken
    // at once (so "⏎ ⏎" skips two pages). The field's own value is read because keys typed fast can
    // arrive before React has rendered the last one.
    const typed = event.currentTarget.value
    if (event.key === 'Enter' && typed !== answered && (typed.trim() !== '' || skipValue === undefined)) {
      event.preventDefault()
      enter.wait(typed)
      return
    }
    backOnEmptyBackspace(query, onBack)(event)
  }

  /** What Enter does with a row: the page gives way, stays (a box ticked) or has nothing to take. */
  function choose(value: string | undefined): EnterOutcome {
    const option = value === undefined ? undefined : options[Number.parseInt(value, 10)]
    if (value === '__done') done()
    else if (value === '__none') submit(undefined)
    else if (option && !many) submit(option.id, option.label, option.record)
    else if (option) toggle(option)
    else return 'nothing'
    return option && many ? 'ticked' : 'answered'
  }

  // The Enter that waited for results takes the row it would have taken had they been there.
  const enter = useEnterThatWaits(typeAhead, (text) => !loading && answered === text, () => choose(selected), () => inputRef.current)

  const skip = many ? (
    <Command.Item value="__done" onSelect={done} className={styles.item}>
      <strong>Done</strong>
      <span className={styles.muted}>{picked.size} selected · Ctrl+Enter</span>
    </Command.Item>
  ) : spec.optional ? (
    <Command.Item value="__none" onSelect={() => submit(undefined)} className={styles.item}>
      <span className={styles.muted}>None</span>
    </Command.Item>
  ) : null

  return (
    <Command label={spec.label} shouldFilter={false} value={selected} onValueChange={select} className={styles.command}>
      <Command.Input
        ref={inputRef}
        data-autofocus
        value={query}
        onValueChange={(next) => (enter.cancel(), setQuery(next), onDraft(next))}
        onKeyDown={handleKeyDown}
        placeholder={`Search ${spec.label.toLowerCase()}…`}
        aria-describedby={error ? errorId : undefined}
        className={styles.input}
      />
      <Command.List className={styles.list}>
        {loading && <Command.Loading>Searching…</Command.Loading>}
        {searchError && <div role="alert" className={styles.error}>{searchError}</div>}
        {!loading && !searchError && options.length === 0 && <Command.Empty className={styles.empty}>Nothing found</Command.Empty>}
        {!searched && skip}
        {options.map((option, index) => (
          <Command.Item
            // Results may share an id (variant search: each variant stands for its product): cmdk
            // moves by value and React keeps items by key, so both must be unique per row.
            key={`${index}:${option.id}`}
            value={`${index}:${option.id}`}
            onSelect={() => (many ? toggle(option) : submit(option.id, option.label, option.record))}
            className={styles.item}
            aria-checked={many ? picked.has(option.id) : undefined}
          >
            {many && <span aria-hidden="true">{picked.has(option.id) ? '☑' : '☐'}</span>}
            <span>{option.label}</span>
            {option.hint && <span className={styles.muted}>{option.hint}</span>}
          </Command.Item>
        ))}
        {searched && skip}
      </Command.List>
    </Command>
  )
}
