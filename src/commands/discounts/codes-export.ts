import type { Discount } from '@medusajs/client-types'
import { discounts } from '@/api/admin/discounts'
import { exportCsv, type CsvRecord } from '@/commands/core/export-file'
import { walkByCreation } from '@/commands/core/export-walk'
import { defineCommand } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { day } from '@/models/core/text'
import { discountEntity } from '@/models/discounts/entity'
import { dynamicOnly } from '@/models/discounts/rules'
import { parentOf } from './parent'

/**
 * Every code of a dynamic discount as CSV (issue #32: 20,000 codes of VIP), not only the ones a run of
 * this session created. Medusa 1.20 cannot list one parent's codes (atoms/discounts/codes.ts): the
 * walk reads every dynamic discount in creation order (core/export-walk's keyset pages, no offsets
 * but inside one crowded instant) and keeps this discount's; each page is written at once.
 */

/** Dynamic discounts per request: each is small (its rule only). */
export const CODES_EXPORT_PAGE = 500

/** `code` and `usage_limit` first: the file imports back (Import dynamic codes from CSV reads those two). */
export const CODES_EXPORT_COLUMNS = ['code', 'usage_limit', 'usage_count', 'is_disabled', 'starts_at', 'ends_at', 'created_at'] as const

const lineOf = (d: Discount): CsvRecord => ({
  code: d.code,
  usage_limit: d.usage_limit,
  usage_count: d.usage_count,
  is_disabled: d.is_disabled,
  starts_at: d.starts_at,
  ends_at: d.ends_at,
  created_at: d.created_at,
})

export const exportCodesCommand = defineCommand({
  id: 'discounts.export-codes',
  reads: true,
  title: 'Export all dynamic codes as CSV',
  keywords: ['download', 'csv', 'codes', 'dynamic', 'every code', 'spreadsheet'],
  ...dynamicOnly,
  args: { discountId: entityArg(discountEntity, { label: 'Dynamic discount' }) },
  run: async (a, tools) => {
    const parent = await parentOf(a.discountId, tools)
    return exportCsv<Discount>(
      {
        command: { id: 'discounts.export-codes', args: a },
        title: `Exporting the codes of ${parent.code}`,
        // What the walk reads: every dynamic discount in the store, this one's codes among them.
        noun: { one: 'code', many: 'dynamic discounts read' },
        columns: CODES_EXPORT_COLUMNS,
        lines: (page) => page.filter((d) => d.parent_discount_id === parent.id).map(lineOf),
        walk: (send, take) =>
          walkByCreation(
            { is_dynamic: true, expand: 'rule' },
            async (query) => {
              const { discounts: records, count } = await send(() => discounts.list(query))
              return { records: records as Discount[], count }
            },
            take,
            CODES_EXPORT_PAGE,
          ),
        filename: `${parent.code.toLowerCase()}-codes-${day(new Date().toISOString())}.csv`,
        nothing: `${parent.code} has no code: nothing to export`,
      },
      tools,
    )
  },
})
