import type { GiftCard } from '@medusajs/client-types'
import { giftCards } from '@/api/admin/gift-cards'
import { formatMoneyInput } from '@/api/money'
import { exportCsv, type CsvRecord } from '@/commands/core/export-file'
import { walkByOffset } from '@/commands/core/export-walk'
import { arg, defineCommand } from '@/commands/core/define'
import type { CommandContext } from '@/models/core/context'
import { day } from '@/models/core/text'

/**
 * Every gift card as CSV (issue #32: 2,013 on the large store), where the console had only the codes
 * of a run it issued itself. Medusa 1.20's list takes only q, order, offset and limit (no created_at),
 * so the walk is core/export-walk's checked offset walk by id; each page is written to the file at once.
 */

/** Gift cards per request (each answer carries the card's region and order). */
export const GIFT_CARDS_EXPORT_PAGE = 500

export const GIFT_CARD_EXPORT_COLUMNS = ['code', 'value', 'balance', 'currency', 'region', 'is_disabled', 'ends_at', 'order', 'recipient_email', 'created_at'] as const

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** One card as a line: amounts as an operator types them (12.50), its order by number. */
function lineOf(card: GiftCard): CsvRecord {
  const currency = card.region?.currency_code ?? ''
  return {
    code: card.code,
    value: formatMoneyInput(card.value, currency),
    balance: formatMoneyInput(card.balance, currency),
    currency,
    region: card.region?.name,
    is_disabled: card.is_disabled,
    ends_at: card.ends_at,
    order: card.order ? `#${card.order.display_id}` : undefined,
    recipient_email: text(card.metadata?.email),
    created_at: card.created_at,
  }
}

/** The gift cards table's search (ctx.list), so its Export button and the palette export what it shows. */
const tableSearch = (ctx: CommandContext) => {
  const q = ctx.list?.kind === 'gift-card' ? ctx.list.query.q : undefined
  return typeof q === 'string' ? q : ''
}

export const exportGiftCards = defineCommand({
  id: 'gift-cards.export',
  reads: true,
  title: 'Export gift cards as CSV',
  keywords: ['download', 'csv', 'spreadsheet', 'codes', 'balances', 'backup'],
  args: {
    q: arg.text({ label: 'Matching (code or order number)', optional: true, placeholder: 'Empty: every gift card', default: tableSearch }),
  },
  run: async (a, tools) =>
    exportCsv<GiftCard>(
      {
        command: { id: 'gift-cards.export', args: a },
        title: 'Exporting gift cards',
        noun: { one: 'gift card', many: 'gift cards' },
        columns: GIFT_CARD_EXPORT_COLUMNS,
        lines: (cards) => cards.map(lineOf),
        walk: (send, take) =>
          walkByOffset(
            { q: a.q || undefined },
            async (query) => {
              const { gift_cards, count } = await send(() => giftCards.list(query))
              return { records: gift_cards, count }
            },
            take,
            GIFT_CARDS_EXPORT_PAGE,
          ),
        filename: `gift-cards-${day(new Date().toISOString())}.csv`,
        nothing: a.q ? `No gift card matches “${a.q}”: nothing to export` : 'There is no gift card: nothing to export',
      },
      tools,
    ),
})
