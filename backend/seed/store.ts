import { store } from '../../src/api/admin/store'
import { CURRENCIES, log } from './context'

/** The store's name and currencies (a fresh Medusa store has only usd). */
export async function seedStore(): Promise<void> {
  await store.update({ name: 'Medusa Console Demo', currencies: [...CURRENCIES], default_currency_code: 'eur' })
  log(`store: currencies ${CURRENCIES.join(', ')}, default eur`)
}
