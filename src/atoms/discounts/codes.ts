import type { Discount } from '@medusajs/client-types'
import { atom } from 'jotai'
import { discounts } from '@/api/admin/discounts'
import { isMedusaApiError } from '@/api/client'
import { startJob, type JobTools } from '@/atoms/core/jobs'
import { mutation } from '@/atoms/core/query'
import { discountQueries } from './keys'

/**
 * A dynamic discount's codes: making and deleting them, generating and importing them as jobs, the
 * import's preview. Medusa 1.20 stores each code as a child discount (parent_discount_id set,
 * is_dynamic true, the parent's rule); reading one parent's codes a page at a time is code-pages.ts.
 */

export const deleteDynamicCodeMutation = mutation({
  mutationFn: ({ parentId, code }: { parentId: string; code: string }) => discounts.deleteDynamicCode(parentId, code),
  invalidates: [discountQueries.all],
})

const isDuplicate = (error: unknown) => isMedusaApiError(error) && error.status === 422

/** This discount's code `code`, when it exists: the earlier request whose answer was lost landed. */
async function ownCode(parentId: string, code: string): Promise<Discount | undefined> {
  try {
    const existing = (await discounts.retrieveByCode(code)).discount as Discount
    return existing.parent_discount_id === parentId ? existing : undefined
  } catch (error) {
    if (isMedusaApiError(error) && error.status === 404) return undefined
    throw error
  }
}

/**
 * Creates one code. Medusa gives the child the PARENT's usage_limit whatever the body says
 * (createDynamicCode spreads the body, then sets usage_limit: discount.usage_limit), so a different
 * limit is set by a second request on the child. On a retry (`attempt` > 1) the earlier request may
 * have landed with its answer lost (an outage, a 502): the code is read first and, when it is this
 * discount's, counts as created without being sent again.
 */
export async function createCode(parentId: string, code: string, usageLimit: number | undefined, attempt: number): Promise<Discount> {
  const earlier = attempt > 1 ? await ownCode(parentId, code) : undefined
  let child = earlier ?? ((await discounts.createDynamicCode(parentId, { code, usage_limit: usageLimit })).discount as Discount)
  if (usageLimit !== undefined && child.usage_limit !== usageLimit) {
    child = (await discounts.update(child.id, { usage_limit: usageLimit })).discount as Discount
  }
  return child
}

export const createDynamicCodeMutation = mutation({
  mutationFn: ({ parentId, code, usageLimit }: { parentId: string; code: string; usageLimit?: number }) => createCode(parentId, code, usageLimit, 1),
  invalidates: [discountQueries.all],
})

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function randomCode(prefix: string, length = 6): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  const tail = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')
  return prefix ? `${prefix.toUpperCase()}-${tail}` : tail
}

export const CODE_COLUMNS = ['code', 'usage_limit', 'ends_at'] as const
const rowOf = (d: Discount) => ({ code: d.code, usage_limit: d.usage_limit, ends_at: d.ends_at })

interface Parent {
  id: string
  code: string
}

/** `count` new random codes PREFIX-XXXXXX; a code someone already has is replaced by a fresh one. */
export function generateCodes(parent: Parent, input: { prefix: string; count: number; usageLimit?: number }, tools: JobTools) {
  // Each item keeps its code across retries, so a retry never makes a second code.
  const codes = new Map<number, string>()
  return startJob(
    {
      kind: 'dynamic-codes',
      owner: parent.id,
      title: 'Creating codes',
      noun: 'codes',
      columns: CODE_COLUMNS,
      filename: `${parent.code.toLowerCase()}-codes.csv`,
      items: Array.from({ length: input.count }, (_, i) => i),
      name: (i) => codes.get(i) ?? `Code ${i + 1}`,
      work: async (i, attempt) => {
        for (let collisions = 0; ; collisions += 1) {
          const code = codes.get(i) ?? randomCode(input.prefix)
          codes.set(i, code)
          try {
            return rowOf(await createCode(parent.id, code, input.usageLimit, collisions ? 1 : attempt))
          } catch (error) {
            // Refused as a duplicate: not this job's (createCode looked on a retry), so someone else has it; draw another.
            if (!isDuplicate(error) || collisions >= 5) throw error
            codes.delete(i)
          }
        }
      },
      invalidates: [discountQueries.all],
    },
    tools,
  )
}

export interface ImportRow {
  line: number
  code: string
  usageLimit?: number
  status: 'new' | 'exists' | 'invalid'
  reason?: string
}

/** Imports the rows previewed as new; a code taken meanwhile fails with the server's message. */
export function importCodes(parent: Parent, rows: readonly ImportRow[], tools: JobTools) {
  return startJob(
    {
      kind: 'dynamic-codes',
      owner: parent.id,
      title: 'Importing codes',
      noun: 'codes',
      columns: CODE_COLUMNS,
      filename: `${parent.code.toLowerCase()}-imported-codes.csv`,
      items: rows.filter((row) => row.status === 'new'),
      name: (row) => `Line ${row.line} (${row.code})`,
      work: async (row, attempt) => rowOf(await createCode(parent.id, row.code, row.usageLimit, attempt)),
      invalidates: [discountQueries.all],
    },
    tools,
  )
}

/** A previewed import waiting for the operator's go, per dynamic discount. */
export interface ImportPreview {
  parentId: string
  fileName: string
  rows: readonly ImportRow[]
}
const previewsAtom = atom<Readonly<Record<string, ImportPreview>>>({})
export const importPreviewsAtom = atom((get) => get(previewsAtom))
export const setImportPreviewAtom = atom(null, (_get, set, parentId: string, preview: ImportPreview | null) => {
  set(previewsAtom, (all) => {
    const { [parentId]: _old, ...rest } = all
    return preview ? { ...rest, [parentId]: preview } : rest
  })
})
