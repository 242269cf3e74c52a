import type { GiftCard, Region } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { giftCardQueries, updateGiftCardMutation } from '@/atoms/gift-cards/keys'
import { arg, defineCommand, inGroup, toast } from '@/commands/core/define'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { pickedRecord } from '@/models/core/context'
import { recordIn } from '@/models/core/entity'
import { giftCardEntity } from '@/models/gift-cards/entity'
import { regionEntity } from '@/models/regions/entity'

// A custom card's region (the original's edit-gift-card-modal): where it can be redeemed. Medusa keeps
// the balance as the same number in the new region's currency, so a change of currency is said first.

export const setGiftCardRegion = defineCommand({
  id: 'gift-cards.set-region',
  title: 'Change gift card region',
  keywords: ['region', 'currency', 'where redeemable', 'move card'],
  scope: 'gift-card',
  args: {
    giftCardId: entityArg(giftCardEntity),
    regionId: arg.entity({
      label: 'Region',
      search: pickerOf(regionEntity),
      validate: (regionId, args, ctx) => {
        const card = recordIn(ctx, 'gift-card', 'giftCardId', args)
        return card?.region_id === regionId ? `${card.code} is already redeemable in ${card.region?.name ?? 'this region'}` : undefined
      },
    }),
  },
  confirm: (args, ctx) => {
    const card = recordIn(ctx, 'gift-card', 'giftCardId', args)
    const region = pickedRecord<Region>(ctx, 'regionId', args.regionId)
    const to = region?.name ?? 'the region picked'
    const from = card?.region
    const currency = card && region && from && from.currency_code !== region.currency_code
      ? ` Its balance of ${formatMoney(card.balance, from.currency_code)} becomes ${formatMoney(card.balance, region.currency_code)}: Medusa keeps the number, not the value.`
      : ''
    return `Make ${card ? card.code : 'this gift card'} redeemable in ${to} instead of ${from?.name ?? 'its region'}?${currency}`
  },
  run: async ({ giftCardId, regionId }, tools) => {
    const { gift_card: fresh } = await tools.fetch({ ...giftCardQueries.detail(giftCardId), staleTime: 0 })
    if ((fresh as GiftCard).region_id === regionId) throw new Error(`${fresh.code} is already redeemable there: nothing was changed`)
    const { gift_card } = await tools.mutate(updateGiftCardMutation, { id: giftCardId, body: { region_id: regionId } })
    return toast(`Gift card ${gift_card.code}: region ${gift_card.region?.name ?? 'changed'}`, `Balance ${formatMoney(gift_card.balance, gift_card.region?.currency_code ?? 'eur')}`)
  },
})

export const giftCardRegionCommands = inGroup('Gift cards', [setGiftCardRegion])
