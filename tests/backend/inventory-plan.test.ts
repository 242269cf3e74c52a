import { describe, expect, it } from 'vitest'
import {
  LOCATIONS, LOW_STOCK, MANUAL_RESERVATIONS, type LevelPlan, type OpenOrder, planLevels, planManualReservations, planOrderReservations,
} from '../../backend/seed/inventory/plan'

/** 60 items the way the demo catalog stocks them: mostly 25-160, a few sold out. */
const items = Array.from({ length: 60 }, (_, i) => ({ sku: `SKU-${String(59 - i).padStart(3, '0')}`, stocked: i % 17 === 3 ? 0 : 25 + ((i * 37) % 136) }))

describe('the inventory seed plan', () => {
  const levels = planLevels(items)

  it('has two locations with an address, each sold from by a sales channel, one channel from both', () => {
    expect(LOCATIONS.map((l) => [l.body.name, l.body.address?.city])).toEqual([
      ['Main warehouse', 'Copenhagen'],
      ['Berlin store', 'Berlin'],
    ])
    for (const location of LOCATIONS) expect(location.channels.length).toBeGreaterThan(0)
    expect(LOCATIONS[0]?.channels.filter((name) => LOCATIONS[1]?.channels.includes(name))).toEqual(['Webshop'])
  })

  it('gives every item a level at both locations, in SKU order', () => {
    expect(levels.map((l) => l.sku)).toEqual(items.map((i) => i.sku).sort())
    for (const level of levels) {
      expect(Number.isInteger(level.stocked.main) && level.stocked.main >= 0).toBe(true)
      expect(Number.isInteger(level.stocked.berlin) && level.stocked.berlin >= 0).toBe(true)
    }
  })

  it('keeps the migrated stock at the main warehouse except a few out and a few low', () => {
    const migrated = new Map(items.map((i) => [i.sku, i.stocked]))
    const changed = levels.filter((l) => l.stocked.main !== migrated.get(l.sku))
    expect(changed.length).toBeGreaterThanOrEqual(6)
    expect(changed.length).toBeLessThan(levels.length / 5)
    const out = levels.filter((l) => l.stocked.main === 0)
    const low = levels.filter((l) => l.stocked.main > 0 && l.stocked.main < LOW_STOCK)
    expect(out.length).toBeGreaterThanOrEqual(4)
    expect(low.length).toBeGreaterThanOrEqual(4)
  })

  it('stocks the Berlin store differently: less, with some out and some low', () => {
    const berlin = levels.map((l) => l.stocked.berlin)
    expect(berlin.filter((q) => q === 0).length).toBe(10)
    expect(berlin.filter((q) => q > 0 && q < LOW_STOCK).length).toBe(10)
    expect(levels.filter((l) => l.stocked.berlin !== l.stocked.main).length).toBeGreaterThan(levels.length * 0.9)
    expect(levels.filter((l) => l.stocked.main > 0 && l.stocked.berlin > l.stocked.main).length).toBeLessThan(10)
  })

  it('is the same plan for the same items in any order', () => {
    expect(planLevels([...items].reverse())).toEqual(levels)
  })
})

describe('the reservations plan', () => {
  const levels: LevelPlan[] = [
    { sku: 'A', stocked: { main: 10, berlin: 4 } },
    { sku: 'B', stocked: { main: 0, berlin: 3 } },
    { sku: 'C', stocked: { main: 1, berlin: 0 } },
    { sku: 'D', stocked: { main: 20, berlin: 8 } },
  ]
  const line = (order: number, sku: string, quantity: number) => ({ lineItemId: `item_${order}_${sku}`, sku, quantity })
  const orders: OpenOrder[] = [
    { displayId: 7, lines: [line(7, 'A', 2)] },
    { displayId: 3, lines: [line(3, 'A', 9), line(3, 'B', 2), line(3, 'C', 5)] },
    { displayId: 5, lines: [line(5, 'D', 1), line(5, 'A', 1)] },
    { displayId: 9, lines: [line(9, 'D', 1)] },
    { displayId: 11, lines: [line(11, 'B', 1), line(11, 'D', 1)] },
  ]

  it('reserves every line of every third order, the first line of the next, none of the third', () => {
    // By display number: 3 (all), 5 (first line), 7 (none), 9 (all), 11 (first line).
    expect(planOrderReservations(orders, levels)).toEqual([
      { sku: 'A', location: 'main', quantity: 9, lineItemId: 'item_3_A' },
      { sku: 'B', location: 'berlin', quantity: 2, lineItemId: 'item_3_B' },
      { sku: 'D', location: 'main', quantity: 1, lineItemId: 'item_5_D' },
      { sku: 'D', location: 'main', quantity: 1, lineItemId: 'item_9_D' },
      { sku: 'B', location: 'berlin', quantity: 1, lineItemId: 'item_11_B' },
    ])
  })

  it('never reserves more than a location has left, and skips a line no location can hold', () => {
    const planned = planOrderReservations(orders, levels)
    for (const level of levels) {
      for (const location of ['main', 'berlin'] as const) {
        const reserved = planned.filter((p) => p.sku === level.sku && p.location === location).reduce((sum, p) => sum + p.quantity, 0)
        expect(reserved).toBeLessThanOrEqual(level.stocked[location])
      }
    }
    expect(planned.some((p) => p.sku === 'C')).toBe(false)
  })

  it('holds stock back by hand on items no order reserved, with a description', () => {
    const byOrder = planOrderReservations(orders, levels)
    const more: LevelPlan[] = [
      { sku: 'E', stocked: { main: 5, berlin: 9 } },
      { sku: 'F', stocked: { main: 6, berlin: 9 } },
      { sku: 'G', stocked: { main: 0, berlin: 4 } },
    ]
    // A and D have 6 at the main warehouse, but orders reserved them; E has too little there.
    expect(planManualReservations([...levels, ...more], byOrder)).toEqual([
      { sku: 'F', location: 'main', quantity: 3, description: MANUAL_RESERVATIONS[0].description },
      { sku: 'E', location: 'berlin', quantity: 2, description: MANUAL_RESERVATIONS[1].description },
    ])
    expect(() => planManualReservations(levels.slice(1, 3), [])).toThrow(/no item with 6 in stock at main/)
  })
})
