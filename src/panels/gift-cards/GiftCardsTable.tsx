import { giftCardListAtom } from '@/atoms/gift-cards/keys'
import { giftCardsNav } from '@/models/gift-cards/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { JobProgress } from '@/panels/shared/JobProgress'
import { defineListPanel, medusaRecords } from '@/panels/shared/table'
import { giftCardColumns } from './columns'
import { GiftCardProduct } from './GiftCardProduct'
import { giftCardsRoute } from './listRoute'

/** The gift cards table: paging, sorting and search (code or order number) on the server, in the URL. */
export const GiftCardsTable = defineListPanel({
  area: giftCardsNav,
  ...medusaRecords('gift-card', giftCardListAtom, giftCardsRoute.detail),
  url: giftCardsRoute.url,
  query: giftCardsRoute.query,
  columns: giftCardColumns,
  searchLabel: 'Search gift cards by code or order number',
  emptyText: { empty: 'No gift cards yet', filtered: 'No gift card matches this search' },
  actions: (
    <>
      <CommandButton command="gift-cards.issue" label="Issue gift cards" variant="ghost" />
      <CommandButton command="gift-cards.create" variant="primary" />
    </>
  ),
  above: () => (
    <>
      <JobProgress kind="gift-cards" cancel="gift-cards.cancel-issue" download="gift-cards.download-issued" />
      <GiftCardProduct />
    </>
  ),
})
