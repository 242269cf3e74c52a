import type { QueryClient } from '@tanstack/react-query'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import type { TypeAhead } from '../typeAhead'

/** What every argument page gets from the palette. */
export interface PageProps {
  ctx: CommandContext
  /** Arguments gathered so far (defaults included). */
  args: PartialArgs
  queryClient: QueryClient
  /** What the page starts with: the kept draft, the earlier answer or the argument's initial value. */
  initialText: string
  initialValue: unknown
  error?: string
  inputId: string
  errorId: string
  onSubmit: (value: unknown, label?: string, draft?: string, record?: unknown) => void
  onReject: (error: string, draft?: string) => void
  onBack: () => void
  onDraft: (text: string) => void
  /** Keys typed past an Enter that waits, for the pages that follow. */
  typeAhead: TypeAhead
}

/** A page's field: its id (what its label names) and, while a value is refused, the error describing it. */
export function fieldAttributes({ inputId, errorId, error }: Pick<PageProps, 'inputId' | 'errorId' | 'error'>) {
  return { id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const
}
