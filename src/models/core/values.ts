// The plain shapes every argument kind shares (args.ts and items-arg.ts both build on them).

/** Values of the arguments gathered so far, while a command is being prompted. */
export type PartialArgs = Record<string, unknown>

export interface Choice {
  value: string
  label: string
  hint?: string
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string }
