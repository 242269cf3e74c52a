import { SplitArea } from '@/panels/shared/SplitArea'
import { GiftCardDetail } from './GiftCardDetail'
import { GiftCardsTable } from './GiftCardsTable'

/** /a/gift-cards/*: the table with the open gift card beside it. */
export default function GiftCardsArea() {
  return <SplitArea basePath="/a/gift-cards" detailLabel="Gift card" table={GiftCardsTable} detail={GiftCardDetail} />
}
