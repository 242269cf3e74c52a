import { rule } from '@/models/core/rules'
import type { UsedCurrency } from './entity'

// What a store currency allows, read from its row (the store section focuses it) or its picker option.

export const DEFAULT_CURRENCY_STAYS = 'The default currency cannot be removed: set another default first'

/** Medusa removes even the default currency (the store then points at a currency it lacks): refused here. */
export const removableCurrency = rule<UsedCurrency>(
  (currency) => !currency.isDefault,
  () => DEFAULT_CURRENCY_STAYS,
)

export const notDefaultYet = rule<UsedCurrency>(
  (currency) => !currency.isDefault,
  () => 'It is the default currency already',
)
