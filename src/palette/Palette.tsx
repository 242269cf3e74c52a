import { useAtom, useAtomValue } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { commandContextAtom } from '@/atoms/core/context'
import { valueAsText } from '@/commands/core/args'
import type { AnyCommand } from '@/commands/core/define'
import { cannotUndo, NO_UNDO_NOTE, noUndoNote } from '@/commands/core/undoNote'
import { viewPaletteCommandsAtom } from '@/commands/views/open'
import { ModalShell } from '@/ui/ModalShell'
import { answer, back, confirmMessage, currentArgs, extrasOf, keepDraft, MORE, openExtra, promptContext, reject, type Prompt, type Step } from './flow'
import { ItemsPage } from './pages/ItemsPage'
import { ChoicePage, EntityPage } from './pages/ListPages'
import { MorePage } from './pages/MorePage'
import { ConfirmPage, FilePage } from './pages/OtherPages'
import type { PageProps } from './pages/pageProps'
import { TypedPage } from './pages/TypedPage'
import styles from './Palette.module.css'
import { RootPage } from './RootPage'
import { markPaletteMounted, paletteAtom } from './state'
import { TypeAhead } from './typeAhead'
import type { PaletteRunner } from './usePaletteShell'

/** The command palette: the list of commands, then one page per argument prompt. */
export function Palette({ runner }: { runner: PaletteRunner }) {
  const [state, setState] = useAtom(paletteAtom)
  const ctx = useAtomValue(commandContextAtom)
  const viewEntries = useAtomValue(viewPaletteCommandsAtom)
  const queryClient = useAtomValue(queryClientAtom)
  const labelId = useId()
  const paletteRef = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const [typeAhead] = useState(() => new TypeAhead())
  // One list per context: a render of the palette for another reason does not make the root list anew.
  const commands = useMemo(() => [...runner.registry.available(ctx), ...viewEntries], [runner.registry, ctx, viewEntries])

  // Until now PaletteKey kept the keys typed after ctrl+k; from here the palette takes them.
  useLayoutEffect(() => {
    markPaletteMounted(true)
    return () => markPaletteMounted(false)
  }, [])
  const page = state.open ? `${state.prompt?.commandId ?? ''}:${state.prompt?.current ?? 'root'}` : null

  // Each page's field takes focus as it appears (the dialog itself stays mounted between pages), and
  // the keys typed ahead for it.
  useEffect(() => {
    if (!page) return typeAhead.clear()
    const field = paletteRef.current?.querySelector<HTMLElement>('[data-autofocus]') ?? null
    // A field the page focused itself as it appeared is not focused again (style and layout forced anew).
    if (field !== document.activeElement) field?.focus()
    void typeAhead.replay(field)
  }, [page, typeAhead])

  if (!state.open) return null

  const close = () => setState({ open: false })
  const setPrompt = (prompt: Prompt | null) => setState({ open: true, prompt })
  const prompt = state.prompt
  const command = prompt ? runner.registry.get(prompt.commandId) : undefined

  const follow = (cmd: AnyCommand, step: Step) =>
    step.kind === 'prompt' ? setPrompt(step.prompt) : void runner.finish(cmd, step.args, step.prompt)
  const goBack = () => (prompt ? setPrompt(back(prompt, command)) : close())

  return (
    <ModalShell labelledBy={labelId} variant="centered" onEscape={goBack}>
      <div
        className={styles.palette}
        ref={paletteRef}
        onKeyDownCapture={(event) => {
          if (!typeAhead.capture(event.nativeEvent)) return
          event.preventDefault()
          event.stopPropagation()
        }}
      >
        {prompt && command ? (
          <PromptView
            key={`${prompt.commandId}:${prompt.current}`}
            command={command}
            prompt={prompt}
            labelId={labelId}
            pageProps={{ ctx, queryClient, typeAhead }}
            onStep={(step) => follow(command, step)}
            onPrompt={setPrompt}
            onBack={goBack}
          />
        ) : (
          <>
            <h2 id={labelId} className={styles.srOnly}>
              Command palette
            </h2>
            <RootPage
              labelId={labelId}
              typeAhead={typeAhead}
              commands={commands}
              onPick={(picked) => runner.start(picked, 'palette')}
              onOpen={(path) => {
                close()
                navigate(path)
              }}
            />
          </>
        )}
      </div>
    </ModalShell>
  )
}

interface PromptViewProps {
  command: AnyCommand
  prompt: Prompt
  labelId: string
  pageProps: Pick<PageProps, 'ctx' | 'queryClient' | 'typeAhead'>
  onStep: (step: Step) => void
  onPrompt: (prompt: Prompt) => void
  onBack: () => void
}

function PromptView({ command, prompt, labelId, pageProps, onStep, onPrompt, onBack }: PromptViewProps) {
  const inputId = useId()
  const errorId = useId()
  const ctx = promptContext(pageProps.ctx, prompt)
  const args = currentArgs(command, pageProps.ctx, prompt)
  const key = prompt.current
  const spec = key === 'confirm' || key === MORE ? undefined : command.args?.[key]
  const crumbs = prompt.history.map((k) => prompt.labels[k] ?? valueAsText(command.args?.[k] ?? { kind: 'text', label: k }, prompt.values[k], ctx, args))

  const header = (
    <header className={styles.header}>
      <h2 id={labelId} className={styles.title}>
        {command.title}
        {spec && <span className={styles.muted}> › {spec.label}</span>}
        {key === MORE && <span className={styles.muted}> › More fields…</span>}
      </h2>
      {crumbs.filter(Boolean).length > 0 && <p className={styles.crumbs}>{crumbs.filter(Boolean).join(' · ')}</p>}
      {/* Said before the last Enter; a command that asks to confirm says it on its confirm page. */}
      {cannotUndo(command) && !command.confirm && <p className={styles.crumbs}>{NO_UNDO_NOTE}</p>}
    </header>
  )
  const errorLine = prompt.error && (
    <p id={errorId} role="alert" className={styles.error}>
      {prompt.error}
    </p>
  )

  if (key === MORE) {
    const extras = extrasOf(command, prompt).map((k) => ({ key: k, spec: command.args?.[k] ?? { kind: 'text' as const, label: k }, value: prompt.values[k], label: prompt.labels[k] }))
    return (
      <>
        {header}
        <MorePage
          go={command.confirm ? 'Continue' : command.title}
          extras={extras}
          ctx={ctx}
          args={args}
          errorId={errorId}
          error={prompt.error}
          onGo={() => onStep(answer(command, pageProps.ctx, prompt, true))}
          onOpen={(k) => onPrompt(openExtra(prompt, k))}
          onBack={onBack}
        />
        {errorLine}
      </>
    )
  }

  if (!spec) {
    const message = confirmMessage(command, ctx, args)
    return (
      <>
        {header}
        {errorLine}
        <ConfirmPage
          message={message}
          note={noUndoNote(command, message)}
          error={prompt.error}
          onBack={onBack}
          onConfirm={() => onStep(answer(command, pageProps.ctx, prompt, true))}
        />
      </>
    )
  }

  const initialValue = key in prompt.values ? prompt.values[key] : spec.initial?.(ctx, args)
  const props: PageProps = {
    ...pageProps,
    ctx,
    args,
    initialValue,
    initialText: prompt.drafts[key] ?? valueAsText(spec, initialValue, ctx, args),
    error: prompt.error,
    inputId,
    errorId,
    onSubmit: (value, label, draft, record) => {
      const withDraft = draft === undefined ? prompt : keepDraft(prompt, draft)
      onStep(answer(command, pageProps.ctx, withDraft, value, label, record))
    },
    onReject: (error, draft) => {
      // What was typed ahead was meant for the pages after this one.
      pageProps.typeAhead.clear()
      onPrompt(reject(prompt, error, draft))
    },
    onBack,
    onDraft: (text) => onPrompt(keepDraft(prompt, text)),
  }

  return (
    <>
      {header}
      {/* A number field labels its input itself (and its step buttons by it); cmdk's lists label
          theirs with the label they are given (and an id of their own). */}
      {!['number', 'choice', 'boolean', 'entity', 'entities'].includes(spec.kind) && (
        <label htmlFor={inputId} className={styles.srOnly}>
          {spec.label}
        </label>
      )}
      {spec.description && <p className={styles.hint}>{spec.description}</p>}
      {spec.kind === 'choice' || spec.kind === 'boolean' ? (
        <ChoicePage {...props} spec={spec} />
      ) : spec.kind === 'entity' || spec.kind === 'entities' ? (
        <EntityPage {...props} spec={spec} />
      ) : spec.kind === 'items' ? (
        <ItemsPage {...props} spec={spec} />
      ) : spec.kind === 'file' ? (
        <FilePage {...props} spec={spec} />
      ) : spec.kind === 'confirm' ? (
        <ConfirmPage message={spec.message(args)} onBack={onBack} onConfirm={() => props.onSubmit(true)} />
      ) : (
        <TypedPage {...props} spec={spec} />
      )}
      {errorLine}
    </>
  )
}
