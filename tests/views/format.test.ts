import { describe, expect, it } from 'vitest'
import {
  droppedMessage,
  nextView,
  parseViews,
  referencedIds,
  removeView,
  serializeViews,
  setDefaultView,
  upsertView,
  viewSearchOf,
  withoutIds,
  type ListedView,
  type SavedView,
} from '@/atoms/views/format'

const view = (id: string, name = id): SavedView => ({ id, name, area: 'orders', path: '/a/orders', search: 'status=pending' })

describe('the stored views format', () => {
  it('round-trips through one compact, versioned JSON string and reads nothing from a broken one', () => {
    const doc = { views: [{ ...view('a', 'Pending'), columns: { total: false }, names: { reg_1: 'Europe' } }], defaults: { orders: 'a' } }
    const text = serializeViews(doc)
    expect(text).not.toMatch(/\s{2}|\n/)
    expect(JSON.parse(text)).toMatchObject({ v: 1 })
    expect(parseViews(text)).toEqual(doc)
    expect(parseViews('{not json')).toEqual({ views: [], defaults: {} })
    expect(parseViews(undefined)).toEqual({ views: [], defaults: {} })
    expect(parseViews(JSON.stringify({ v: 1, views: [{ id: 'x' }, view('b')], defaults: { orders: 3 } }))).toEqual({ views: [view('b')], defaults: {} })
    expect(parseViews(JSON.stringify({ v: 2, views: [], defaults: {} })).newer).toBe(true)
  })

  it('merges changes by view id into the copy read before writing', () => {
    const read = { views: [view('a'), view('b')], defaults: { orders: 'b' } }
    expect(upsertView(view('c'))(read).views.map((v) => v.id)).toEqual(['a', 'b', 'c'])
    expect(upsertView(view('a', 'Renamed'))(read).views.map((v) => v.name)).toEqual(['Renamed', 'b'])
    expect(removeView('b')(read)).toEqual({ views: [view('a')], defaults: {} })
    expect(setDefaultView('customers', 'a')(read).defaults).toEqual({ orders: 'b', customers: 'a' })
    expect(setDefaultView('orders', undefined)(read).defaults).toEqual({})
  })

  it('finds the records a filter names, drops those gone and says so by name', () => {
    const search = 'region_id=reg_1&region_id=reg_9&groups=cgrp_1&status=pending&q=reg_x'
    expect(referencedIds(search)).toEqual(['reg_1', 'reg_9', 'cgrp_1'])
    expect(withoutIds(search, ['reg_9', 'cgrp_1'])).toBe('region_id=reg_1&status=pending&q=reg_x')
    const named = { name: 'EU VIPs', names: { reg_9: 'Atlantis', cgrp_1: 'VIP' } }
    expect(droppedMessage(named, ['reg_9', 'cgrp_1'])).toBe('“EU VIPs” opened without its filter on region “Atlantis” and customer group “VIP”: it no longer exists.')
    expect(droppedMessage({ name: 'Old' }, ['sc_1'])).toBe('“Old” opened without its filter on a sales channel: it no longer exists.')
    expect(viewSearchOf('?status=pending&offset=100&limit=20')).toBe('status=pending&limit=20')
  })

  it('cycles from the view on screen to the next, and starts at the first', () => {
    const views: ListedView[] = [{ ...view('a'), scope: 'personal' }, { ...view('b'), scope: 'shared' }]
    expect(nextView(views, undefined)?.id).toBe('a')
    expect(nextView(views, 'a')?.id).toBe('b')
    expect(nextView(views, 'b')?.id).toBe('a')
    expect(nextView([], 'a')).toBeUndefined()
  })
})
