import type { AdminGetGiftCardsParams, AdminPostGiftCardsGiftCardReq, AdminPostGiftCardsReq, GiftCard } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { giftCards } from '@/api/admin/gift-cards'
import { formatMoneyInput } from '@/api/money'
import { startJob, type JobTools } from '@/atoms/core/jobs'
import { mutation, queryAtomFamily } from '@/atoms/core/query'

/**
 * Gift cards: the table, one card, picker search, and their mutations. Medusa 1.20 answers list and
 * retrieve with the region and the order (defaultAdminGiftCardRelations), which the panels show.
 */
export const giftCardQueries = {
  all: ['gift-cards'] as const,
  lists: () => [...giftCardQueries.all, 'list'] as const,
  list: (query: AdminGetGiftCardsParams) =>
    queryOptions({ queryKey: [...giftCardQueries.lists(), query] as const, queryFn: () => giftCards.list(query) }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...giftCardQueries.all, 'detail', id] as const, queryFn: () => giftCards.retrieve(id) }),
  /** Picker search: Medusa matches q against the code and the order's display id. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...giftCardQueries.all, 'search', q] as const,
      queryFn: () => giftCards.list({ q: q || undefined, limit: 20 }),
    }),
}

export const giftCardListAtom = queryAtomFamily(giftCardQueries.list)
export const giftCardDetailAtom = queryAtomFamily(giftCardQueries.detail)

export const createGiftCardMutation = mutation({
  mutationFn: (body: AdminPostGiftCardsReq) => giftCards.create(body),
  invalidates: [giftCardQueries.all],
})

export const updateGiftCardMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostGiftCardsGiftCardReq }) => giftCards.update(id, body),
  invalidates: [giftCardQueries.all],
})

export const deleteGiftCardMutation = mutation({
  mutationFn: (id: string) => giftCards.delete(id),
  invalidates: [giftCardQueries.all],
})

export interface IssueGiftCards {
  count: number
  value: number
  regionId: string
  /** The region's name and currency, for the CSV. */
  regionName: string
  currencyCode: string
  endsAt?: string
}

export const ISSUE_COLUMNS = ['code', 'value', 'currency', 'region', 'ends_at'] as const

/**
 * A card's mark of the issue run that made it: Medusa makes the code itself, so a request whose answer
 * was lost can only be recognised by this mark on a retry (no duplicate card).
 */
const markOf = (batch: string, index: number) => `${batch}:${index}`

async function findMarked(mark: string): Promise<GiftCard | undefined> {
  const { gift_cards } = await giftCards.list({ order: '-created_at', limit: 50 })
  return (gift_cards as GiftCard[]).find((card) => card.metadata?.issue === mark)
}

/** Issues `count` gift cards as background work (see atoms/core/jobs.ts); the job holds their codes. */
export function issueGiftCards(input: IssueGiftCards, tools: JobTools) {
  const batch = `issue-${Date.now().toString(36)}`
  const indexes = Array.from({ length: input.count }, (_, i) => i + 1)
  return startJob(
    {
      kind: 'gift-cards',
      owner: 'gift-cards',
      title: 'Issuing gift cards',
      noun: 'gift cards',
      columns: ISSUE_COLUMNS,
      filename: `gift-cards-${input.regionName.toLowerCase().replace(/\W+/g, '-')}.csv`,
      items: indexes,
      name: (i) => `Card ${i}`,
      work: async (i, attempt) => {
        const mark = markOf(batch, i)
        const earlier = attempt > 1 ? await findMarked(mark) : undefined
        const card =
          earlier ??
          (await giftCards.create({ value: input.value, region_id: input.regionId, ends_at: input.endsAt, metadata: { issue: mark } })).gift_card
        return { code: card.code, value: formatMoneyInput(card.value, input.currencyCode), currency: input.currencyCode, region: input.regionName, ends_at: card.ends_at }
      },
      invalidates: [giftCardQueries.all],
    },
    tools,
  )
}
