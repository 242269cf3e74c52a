import { giftCardsNav } from '@/models/gift-cards/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { GiftCardDetail } from './GiftCardDetail'
import { GiftCardsTable } from './GiftCardsTable'

/** The gift cards area: the table with the open gift card beside it. */
export default function GiftCardsArea() {
  return <SplitArea routes={giftCardsNav.routes} detailLabel="Gift card" table={GiftCardsTable} detail={GiftCardDetail} />
}
