// Storefront customer accounts and sessions against a real Medusa 1.20. The /me routes need the
// session cookie a browser would keep: node's fetch keeps none, so one test shows the 401 that gives,
// and the others use a browser-like cookie jar (helpers.ts).
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getClientConfig } from '@/api/client'
import { storeAuth, storeCarts, storeCustomers } from './api'
import { createProduct, euroMarket, readyCart, type Market } from './fixtures'
import { anyArray, cookieJar, expectFailure, idOf, passwordResetToken, shape, unique, signInBeforeAll } from './helpers'

signInBeforeAll()

let market: Market
let variantId: string
let jar: ReturnType<typeof cookieJar>
beforeAll(async () => {
  market = await euroMarket()
  variantId = (await createProduct({ sizes: ['S'] })).variants[0]?.id ?? ''
  jar = cookieJar(getClientConfig().baseUrl)
})
afterEach(() => {
  jar.uninstall()
  jar.clear()
})

async function register(password = 'customer-password') {
  const email = `${unique('shopper')}@contract.test`
  const { customer } = await storeCustomers.create({ email, password, first_name: 'Katherine', last_name: 'Johnson' })
  return { customer, email, password }
}

describe('store customers', () => {
  it('POST /store/customers -> {customer} with an account; GET /store/auth/{email} -> {exists: true}', async () => {
    const { customer, email } = await register()
    expect(customer).toEqual(shape({ id: idOf('cus'), email, first_name: 'Katherine', has_account: true, shipping_addresses: [] }))
    expect(customer).not.toHaveProperty('password_hash')
    expect(await storeAuth.exists(email)).toEqual({ exists: true })
    expect(await storeAuth.exists(`${unique('nobody')}@contract.test`)).toEqual({ exists: false })
  })

  it('without a cookie jar (node fetch keeps no cookies), after POST /store/auth: GET /store/auth and /store/customers/me answer 401 "Unauthorized"', async () => {
    const { email, password } = await register()
    expect(await storeAuth.authenticate({ email, password })).toEqual({ customer: shape({ email }) })
    const error = await expectFailure(storeAuth.getSession(), { status: 401, kind: 'authentication' })
    expect(error.data).toBe('Unauthorized')
    await expectFailure(storeCustomers.retrieve(), { status: 401, kind: 'authentication' })
    await expectFailure(storeCustomers.listPaymentMethods(), { status: 401, kind: 'authentication' })
  })

  it('with a browser-like cookie jar: POST /store/auth, GET /store/auth -> {customer}; DELETE /store/auth ends it', async () => {
    const { customer, email, password } = await register()
    jar.install()
    expect(await storeAuth.authenticate({ email, password })).toEqual({ customer: shape({ id: customer.id, email }) })
    expect(jar.has('connect.sid')).toBe(true)
    expect(await storeAuth.getSession()).toEqual({ customer: shape({ id: customer.id, email, orders: anyArray() }) })
    expect(await storeAuth.deleteSession()).toBe('OK')
    await expectFailure(storeAuth.getSession(), { status: 401, kind: 'authentication' })
  })

  it('/me with a session: GET -> {customer}; POST -> updated; addresses POST, POST /{id}, DELETE /{id}', async () => {
    const { customer, email, password } = await register()
    jar.install()
    await storeAuth.authenticate({ email, password })
    expect(await storeCustomers.retrieve()).toEqual({ customer: shape({ id: customer.id, email, billing_address: null }) })

    const { customer: updated } = await storeCustomers.update({ first_name: 'Kathy', phone: '+1 555 0100' })
    expect(updated).toEqual(shape({ id: customer.id, first_name: 'Kathy', phone: '+1 555 0100' }))

    const { address_1, city, country_code, postal_code } = market.address
    const { customer: withAddress } = await storeCustomers.addAddress({
      address: { first_name: 'Kathy', last_name: 'Johnson', address_1: address_1 ?? '', city: city ?? '', country_code: country_code ?? '', postal_code: postal_code ?? '' },
    })
    const address = withAddress.shipping_addresses[0]
    expect(address).toEqual(shape({ id: idOf('addr'), customer_id: customer.id, city: market.address.city }))

    const { customer: moved } = await storeCustomers.updateAddress(address?.id ?? '', { city: 'Newtown' })
    expect(moved.shipping_addresses).toEqual([shape({ id: address?.id, city: 'Newtown' })])

    const { customer: without } = await storeCustomers.deleteAddress(address?.id ?? '')
    expect(without.shipping_addresses).toEqual([])
  })

  it('/me with a session: GET /me/orders -> {orders, count, offset, limit}; GET /me/payment-methods -> {payment_methods: []}', async () => {
    const { customer, email, password } = await register()
    jar.install()
    await storeAuth.authenticate({ email, password })
    const cartId = await readyCart({ market, variantId, quantity: 1, email })
    const { data: order } = await storeCarts.complete(cartId)

    const listed = await storeCustomers.listOrders({ limit: 10 })
    expect(listed).toEqual(shape({ orders: [shape({ id: order.id, customer_id: customer.id })], count: 1, offset: 0, limit: 10 }))
    expect(await storeCustomers.listPaymentMethods()).toEqual({ payment_methods: [] })
  })

  it('POST /store/customers/password-token -> 204 (empty body); POST /password-reset with that token -> {customer}', async () => {
    const { email } = await register('old-password')
    expect(await storeCustomers.generatePasswordToken({ email })).toBe('')
    const { customer } = await storeCustomers.resetPassword({ email, token: passwordResetToken('customer', email), password: 'new-password' })
    expect(customer).toEqual(shape({ id: idOf('cus'), email }))
    expect(customer).not.toHaveProperty('password_hash')
    expect(await storeAuth.authenticate({ email, password: 'new-password' })).toEqual({ customer: shape({ email }) })
  })

  it('POST /store/customers/password-reset with a token the server did not sign: 500 unknown_error (jwt.verify throws, Medusa 1.20 does not answer 401)', async () => {
    const { email } = await register()
    await expectFailure(storeCustomers.resetPassword({ email, token: 'not-a-token', password: 'whatever-1' }), {
      status: 500,
      kind: 'api',
      type: 'unknown_error',
      message: 'An unknown error occurred.',
    })
  })
})
