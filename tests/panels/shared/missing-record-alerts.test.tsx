import type { Discount } from '@medusajs/client-types'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { checkSessionAtom } from '@/atoms/core/session'
import { CustomerOrders } from '@/panels/customers/CustomerOrders'
import { DiscountConditions } from '@/panels/discounts/DiscountConditions'
import StoreSection from '@/panels/store/StoreSection'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { renderArea } from '../renderArea'

// Medusa names a missing record by its id; a panel's alert says what is gone in words instead
// (models/core/errors.ts operatorMessage), never the id.
withMockDb()

const SLOW = { timeout: 10_000 }
/** Any Medusa id: an entity prefix and a ULID. */
const MEDUSA_ID = /[a-z]+_01[0-9A-Z]{24}/

const CUSTOMER_ID = 'cus_01HQ8Z3V7C2N5KX4W1B9D6F0GT'
const DISCOUNT_ID = 'disc_01HQ8Z3V7C2N5KX4W1B9D6F0GT'
const CONDITION_ID = 'discon_01HQ8Z3V7C2N5KX4W1B9D6F0GT'

/** Medusa's answer for a record it does not have, naming it by id. */
const missing = (message: string) => () => HttpResponse.json({ type: 'not_found', message }, { status: 404 })

describe('a panel alert for a record Medusa did not find', () => {
  it("the customer's orders say the customer is gone, not its id", async () => {
    server.use(http.get(`${BASE}/admin/orders`, missing(`Customer with id: ${CUSTOMER_ID} was not found`)))
    renderArea('customers', <CustomerOrders customerId={CUSTOMER_ID} email="jane.doe@example.com" />, `/a/customers/${CUSTOMER_ID}`)
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(alert.textContent).toBe('Customer was not found: it may have been deleted meanwhile.')
    expect(alert.textContent).not.toMatch(MEDUSA_ID)
  })

  it("a discount's condition says the condition is gone, in words, not its id", async () => {
    server.use(http.get(`${BASE}/admin/discounts/:id/conditions/:conditionId`, missing(`DiscountCondition with id ${CONDITION_ID} was not found`)))
    const discount = {
      id: DISCOUNT_ID,
      code: 'VIP',
      rule: { conditions: [{ id: CONDITION_ID, type: 'products', operator: 'in' }] },
    } as unknown as Discount
    renderArea('discounts', <DiscountConditions discount={discount} />, `/a/discounts/${DISCOUNT_ID}`)
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(alert.textContent).toBe('Discount condition was not found: it may have been deleted meanwhile.')
    expect(alert.textContent).not.toMatch(MEDUSA_ID)
  })

  it('the store section says the store is gone, not its id', async () => {
    server.use(http.get(`${BASE}/admin/store`, missing('Store with id: store_01HQ8Z3V7C2N5KX4W1B9D6F0GT was not found')))
    const { store } = renderArea('settings/store', <StoreSection />, '/a/settings/store')
    void store.set(checkSessionAtom)
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(alert.textContent).toBe('Store was not found: it may have been deleted meanwhile.')
    expect(alert.textContent).not.toMatch(MEDUSA_ID)
  })

  it("the store's providers say a missing one in words where its names would be", async () => {
    server.use(http.get(`${BASE}/admin/store/payment-providers`, missing('Payment provider pp_01HQ8Z3V7C2N5KX4W1B9D6F0GT was not found')))
    const { store } = renderArea('settings/store', <StoreSection />, '/a/settings/store')
    void store.set(checkSessionAtom)
    const providers = (await screen.findByRole('heading', { name: 'Providers' }, SLOW)).closest('section') as HTMLElement
    const payment = (await within(providers).findByText('Payment')).nextElementSibling as HTMLElement
    await within(providers).findByText('The record was not found: it may have been deleted meanwhile.', {}, SLOW)
    expect(payment.textContent).toBe('The record was not found: it may have been deleted meanwhile.')
  })
})
