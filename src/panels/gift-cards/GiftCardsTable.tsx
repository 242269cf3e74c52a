import type { AdminGetGiftCardsParams, GiftCard } from '@medusajs/client-types'
import { giftCardListAtom, giftCardQueries } from '@/atoms/gift-cards/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { JobProgress } from '@/panels/shared/JobProgress'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { giftCardColumns } from './columns'

/** The gift cards table: paging, sorting and search (code or order number) on the server, in the URL. */
export function GiftCardsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'gift-card',
    basePath: '/a/gift-cards',
    url: { defaults: { order: '-created_at' }, filterKeys: [] },
    query: ({ query: { limit, offset, order, q } }): AdminGetGiftCardsParams => ({ limit, offset, order, q: q || undefined }),
    listAtom: giftCardListAtom,
    rows: (res): readonly GiftCard[] => res.gift_cards,
    detail: giftCardQueries.detail,
    entity: (res) => res.gift_card,
    detailOpen,
  })

  return (
    <ListPanel
      id="gift-cards"
      title="Gift cards"
      actions={
        <>
          <CommandButton command="gift-cards.issue" label="Issue gift cards" variant="ghost" />
          <CommandButton command="gift-cards.create" variant="primary" />
        </>
      }
    >
      <JobProgress kind="gift-cards" cancel="gift-cards.cancel-issue" download="gift-cards.download-issued" />
      <DataTable<GiftCard>
        id="gift-cards"
        label="Gift cards"
        columns={giftCardColumns}
        emptyText={url.query.q ? 'No gift card matches this search' : 'No gift cards yet'}
        searchLabel="Search gift cards by code or order number"
        {...table}
      />
    </ListPanel>
  )
}
