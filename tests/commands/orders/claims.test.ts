import type { ClaimOrder, Order } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { keep, pick, recordRequests, runCommand, specOf } from '../harness'
import { failedWith, newItemsOf, onOrder, orderNo, toastOf, twoVariants, withOrderStore } from './harness'

const mock = withOrderStore()
const seen = recordRequests()
const writes = () => seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path.replace(/order_\d+/, ':id')}`)

/** #1028's claim: a replacement, its return still open, no shipping method yet. */
function seededClaim(): ClaimOrder {
  const claim = orderNo(mock.db, 1028).claims?.[0]
  if (!claim) throw new Error('#1028 has a claim')
  return claim
}
const onClaimOrder = async () => onOrder(orderNo(mock.db, 1028).id)

async function shipByStandard() {
  const run = await runCommand('orders.update-claim', { ctx: await onClaimOrder(), answers: { optionId: pick('', 'Standard Shipping'), price: keep } })
  expect(run.outcome).toEqual(toastOf('Claim shipping method set', 'Order #1028'))
}
async function fulfillSeededClaim() {
  await shipByStandard()
  const run = await runCommand('orders.fulfill-claim', { ctx: await onClaimOrder(), answers: { notify: false } })
  expect(run.outcome).toEqual(toastOf('Claim fulfilled', 'Order #1028'))
}

describe('orders.create-claim', () => {
  it('makes a replacement claim: claimed items with reasons and notes, the new item and its shipping', async () => {
    const order = orderNo(mock.db, 1037)
    const item = order.items?.[0]
    const ctx = await onOrder(order.id)
    const spec = specOf('orders.create-claim', 'claimItems')
    if (spec.kind !== 'items') throw new Error('create-claim asks for items')
    expect((await spec.reasons?.(ctx, {}, createQueryClient()))?.map((r) => r.value)).toEqual(['missing_item', 'wrong_item', 'production_failure', 'other'])

    const run = await runCommand('orders.create-claim', {
      ctx,
      answers: {
        type: 'replace',
        claimItems: [{ item_id: item?.id, quantity: 1, reason_id: 'production_failure', note: 'Seam open' }],
        photos: undefined,
        variantIds: pick('mug', 'Medusa Coffee Mug · One Size'),
        quantities: '',
        shippingOptionId: pick('', 'Standard Shipping'),
        returnShippingId: undefined,
      },
    })
    expect(run.prompted).toEqual(['type', 'claimItems', 'photos', 'variantIds', 'quantities', 'shippingOptionId', 'returnShippingId'])
    expect(run.outcome).toEqual(toastOf('Claim created', 'Order #1037'))
    const claim = order.claims?.at(-1)
    expect(claim).toMatchObject({ type: 'replace', payment_status: 'na', fulfillment_status: 'not_fulfilled', refund_amount: null })
    expect(claim?.claim_items?.map((ci) => [ci.item_id, ci.quantity, ci.reason, ci.note])).toEqual([[item?.id, 1, 'production_failure', 'Seam open']])
    expect(claim?.additional_items?.map((i) => [i.title, i.unit_price])).toEqual([['Medusa Coffee Mug', 1200]])
    expect(claim?.shipping_methods?.map((m) => m.price)).toEqual([800])
  })

  describe('with several replacements', () => {
    const replace = (order: Order, quantities: string) => ({
      type: 'replace',
      claimItems: [{ item_id: order.items?.[0]?.id, quantity: 1, reason_id: 'wrong_item' }],
      photos: undefined,
      variantIds: twoVariants(),
      quantities,
    })

    it('sends them, one quantity per variant in the order they were picked', async () => {
      const order = orderNo(mock.db, 1037)
      const answers = { ...replace(order, '1, 3'), shippingOptionId: pick('', 'Standard Shipping'), returnShippingId: undefined }
      const run = await runCommand('orders.create-claim', { ctx: await onOrder(order.id), answers })
      expect(run.outcome).toEqual(toastOf('Claim created', 'Order #1037'))
      expect(newItemsOf(order.claims?.at(-1))).toEqual([['Medusa Sweatshirt', 'M', 1], ['Medusa Sweatpants', 'S', 3]])
    })

    it('keeps a count of quantities that does not match them on its page, with the items picked', async () => {
      const order = orderNo(mock.db, 1037)
      const answers = replace(order, '2, 2, 1')
      const run = await runCommand('orders.create-claim', { ctx: await onOrder(order.id), answers })
      expect(run.outcome).toEqual({ status: 'rejected', arg: 'quantities', message: 'Give one quantity per variant (2), or one for all' })
      expect(run.args).toMatchObject({ orderId: order.id, type: 'replace', claimItems: answers.claimItems, variantIds: [expect.any(String), expect.any(String)] })
      expect(writes()).toEqual([])
      expect(order.claims).toEqual([])
    })
  })

  it('makes a refund claim without asking for a replacement, and refunds what the items were worth', async () => {
    const order = orderNo(mock.db, 1030)
    const item = order.items?.[0]
    const run = await runCommand('orders.create-claim', {
      ctx: await onOrder(order.id),
      answers: { type: 'refund', claimItems: [{ item_id: item?.id, quantity: 1, reason_id: 'wrong_item' }], photos: undefined, returnShippingId: pick('', 'Return Shipping'), refundAmount: '' },
    })
    expect(run.prompted).toEqual(['type', 'claimItems', 'photos', 'returnShippingId', 'refundAmount'])
    expect(run.outcome).toEqual(toastOf('Claim created', 'Order #1030'))
    const worth = Math.round((item?.unit_price ?? 0) * 1.08)
    expect(order.claims?.at(-1)).toMatchObject({ type: 'refund', payment_status: 'refunded', refund_amount: worth })
    expect(order.refunds?.at(-1)).toMatchObject({ amount: worth, reason: 'claim' })
    expect(order.claims?.at(-1)?.return_order).toMatchObject({ status: 'requested', claim_order_id: order.claims?.at(-1)?.id })
  })

  it('wants a reason per claimed item, and shows a refund the payment cannot cover', async () => {
    const order = orderNo(mock.db, 1030)
    const item = order.items?.[0]
    const ctx = await onOrder(order.id)
    const noReason = await runCommand('orders.create-claim', {
      ctx,
      answers: { type: 'refund', claimItems: [{ item_id: item?.id, quantity: 1 }], photos: undefined, returnShippingId: undefined, refundAmount: '' },
    })
    expect(noReason.outcome).toEqual(failedWith('Medusa Cap (Black): choose a reason'))
    const tooMuch = await runCommand('orders.create-claim', {
      ctx,
      answers: { type: 'refund', claimItems: [{ item_id: item?.id, quantity: 1, reason_id: 'other' }], photos: undefined, returnShippingId: undefined, refundAmount: '9999' },
    })
    expect(tooMuch.outcome).toEqual(failedWith('Refund amount is greater that the refundable amount'))
  })
})

describe('orders.create-claim with photos', () => {
  const photo = (name: string, type = 'image/jpeg') => new File([`bytes of ${name}`], name, { type })
  /** #1022 (completed): two lines, both shipped. */
  async function claimOn1022(photos: File[], refundAmount = '') {
    const order = orderNo(mock.db, 1022)
    const claimItems = (order.items ?? []).map((i) => ({ item_id: i.id, quantity: 1, reason_id: 'production_failure' }))
    const run = await runCommand('orders.create-claim', {
      ctx: await onOrder(order.id),
      answers: { type: 'refund', claimItems, photos, returnShippingId: undefined, refundAmount },
    })
    return { order, run }
  }

  it('uploads the photos first, then sends their URLs with every claimed item', async () => {
    const { order, run } = await claimOn1022([photo('box.jpg'), photo('seam close-up.png', 'image/png')])
    expect(run.prompted).toEqual(['type', 'claimItems', 'photos', 'returnShippingId', 'refundAmount'])
    expect(run.outcome).toEqual(toastOf('Claim created', 'Order #1022'))
    expect(writes()).toEqual(['POST /admin/uploads', 'POST /admin/orders/:id/claims'])
    // @medusajs/file-local keeps each file as <timestamp>-<name>.
    expect(mock.db.files.map((f) => [f.name, f.type, f.url])).toEqual([
      ['box.jpg', 'image/jpeg', expect.stringMatching(/^http:\/\/localhost:9000\/uploads\/\d+-box\.jpg$/)],
      ['seam close-up.png', 'image/png', expect.stringMatching(/^http:\/\/localhost:9000\/uploads\/\d+-seam close-up\.png$/)],
    ])
    const urls = mock.db.files.map((f) => f.url)
    const claimItems = order.claims?.at(-1)?.claim_items ?? []
    expect(claimItems).toHaveLength(2)
    for (const ci of claimItems) {
      expect(ci.images?.map((image) => image.url)).toEqual(urls)
      expect(ci.images?.every((image) => image.id.startsWith('cimg_') && image.claim_item_id === ci.id)).toBe(true)
    }
  })

  it('creates no claim when the upload fails, says so, and keeps the arguments for a retry', async () => {
    server.use(http.post(`${BASE}/admin/uploads`, () => HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 })))
    const photos = [photo('box.jpg')]
    const { order, run } = await claimOn1022(photos)
    expect(run.outcome).toEqual(failedWith('The photos could not be uploaded: An unknown error occurred.'))
    expect(writes()).toEqual(['POST /admin/uploads'])
    expect(order.claims).toEqual([])
    expect(run.args).toMatchObject({ orderId: order.id, type: 'refund', photos, claimItems: expect.arrayContaining([expect.objectContaining({ reason_id: 'production_failure' })]) })
  })

  it('takes the uploaded photos back when Medusa refuses the claim', async () => {
    const { order, run } = await claimOn1022([photo('box.jpg'), photo('tag.jpg')], '99999')
    expect(run.outcome).toEqual(failedWith('Refund amount is greater that the refundable amount'))
    expect(writes()).toEqual(['POST /admin/uploads', 'POST /admin/orders/:id/claims', 'DELETE /admin/uploads', 'DELETE /admin/uploads'])
    expect(mock.db.files).toEqual([])
    expect(order.claims).toEqual([])
  })

  it('takes images only: a file of another type stays on its page with the reason', async () => {
    const { order, run } = await claimOn1022([photo('box.jpg'), photo('receipt.pdf', 'application/pdf')])
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'photos', message: 'Photos takes image/* only, not receipt.pdf' })
    expect(writes()).toEqual([])
    expect(order.claims).toEqual([])
  })
})

describe('orders.update-claim', () => {
  it("sets the claim's shipping method, starting at the option's price", async () => {
    await shipByStandard()
    expect(seededClaim().shipping_methods?.map((m) => [m.shipping_option?.name, m.price])).toEqual([['Standard Shipping', 700]])
  })

  it("shows Medusa's refusal for a canceled claim", async () => {
    seededClaim().canceled_at = '2024-06-01T00:00:00.000Z'
    const run = await runCommand('orders.update-claim', {
      given: { orderId: orderNo(mock.db, 1028).id, claimId: seededClaim().id },
      answers: { optionId: pick('', 'Standard Shipping'), price: '7' },
    })
    expect(run.outcome).toEqual(failedWith('Canceled claim cannot be updated'))
  })

  it("shows Medusa 1.20's failure to replace a method the claim already has, and keeps that one", async () => {
    await shipByStandard()
    const run = await runCommand('orders.update-claim', {
      given: { orderId: orderNo(mock.db, 1028).id, claimId: seededClaim().id },
      answers: { optionId: pick('', 'Standard Shipping'), price: '9' },
    })
    expect(run.outcome).toEqual(failedWith('An unknown error occurred.'))
    expect(seededClaim().shipping_methods?.map((m) => m.price)).toEqual([700])
  })
})

describe('orders.fulfill-claim', () => {
  it('fulfills the replacement once the claim has a shipping method', async () => {
    await fulfillSeededClaim()
    expect(seededClaim()).toMatchObject({ fulfillment_status: 'fulfilled' })
    expect(seededClaim().fulfillments).toHaveLength(1)
  })

  it("shows Medusa's refusal without a shipping method", async () => {
    const run = await runCommand('orders.fulfill-claim', { given: { orderId: orderNo(mock.db, 1028).id, claimId: seededClaim().id }, answers: { notify: true } })
    expect(run.outcome).toEqual(failedWith('Cannot fulfill a claim without a shipping method.'))
  })
})

describe('orders.cancel-claim', () => {
  it('cancels a claim once its return is canceled', async () => {
    const claim = seededClaim()
    if (claim.return_order) claim.return_order.status = 'canceled'
    const run = await runCommand('orders.cancel-claim', { ctx: await onClaimOrder() })
    expect(run.confirmations).toEqual(['Cancel this claim of order #1028?'])
    expect(run.outcome).toEqual(toastOf('Claim canceled', 'Order #1028'))
    expect(claim.canceled_at).not.toBeNull()
  })

  it("shows Medusa's refusal while the claim's return is open", async () => {
    const run = await runCommand('orders.cancel-claim', { given: { orderId: orderNo(mock.db, 1028).id, claimId: seededClaim().id } })
    expect(run.outcome).toEqual(failedWith('Return must be canceled before the claim can be canceled'))
  })
})

describe('orders.cancel-claim-fulfillment and orders.ship-claim', () => {
  it('cancels the open claim fulfillment without asking which', async () => {
    await fulfillSeededClaim()
    const run = await runCommand('orders.cancel-claim-fulfillment', { ctx: await onClaimOrder() })
    expect(run.prompted).toEqual(['confirm'])
    expect(run.outcome).toEqual(toastOf('Claim fulfillment canceled', 'Order #1028'))
    expect(seededClaim().fulfillment_status).toBe('canceled')
  })

  it('ships the claim fulfillment with tracking numbers', async () => {
    await fulfillSeededClaim()
    const run = await runCommand('orders.ship-claim', { ctx: await onClaimOrder(), answers: { tracking: 'CL1, CL2' } })
    expect(run.outcome).toEqual(toastOf('Claim shipped', 'Order #1028'))
    expect(seededClaim().fulfillment_status).toBe('shipped')
    expect(seededClaim().fulfillments?.[0]?.tracking_links?.map((t) => t.tracking_number)).toEqual(['CL1', 'CL2'])
  })

  it("shows Medusa's refusal to ship for a canceled claim, and to cancel a shipped fulfillment", async () => {
    await fulfillSeededClaim()
    const claim = seededClaim()
    const given = { orderId: orderNo(mock.db, 1028).id, claimId: claim.id, fulfillmentId: claim.fulfillments?.[0]?.id }
    const shipped = await runCommand('orders.ship-claim', { given, answers: { tracking: 'CL1' } })
    expect(shipped.outcome).toMatchObject({ status: 'done' })
    const cancel = await runCommand('orders.cancel-claim-fulfillment', { given })
    expect(cancel.outcome).toEqual(failedWith('The fulfillment has already been shipped. Shipped fulfillments cannot be canceled'))
    claim.canceled_at = '2024-06-01T00:00:00.000Z'
    const again = await runCommand('orders.ship-claim', { given, answers: { tracking: '' } })
    expect(again.outcome).toEqual(failedWith('Canceled claim cannot be fulfilled as shipped'))
  })
})
