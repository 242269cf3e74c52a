import { describe, expect, it } from 'vitest'
import type { Job } from '@/atoms/core/jobs'
import { jobProgress } from '@/models/core/jobs'
import { counted, grouped } from '@/models/core/text'
import { showingText } from '@/panels/shared/table/Pagination'

describe('grouped', () => {
  it("groups thousands by the locale's own separator", () => {
    expect(grouped(20000, 'en-US')).toBe('20,000')
    expect(grouped(20000, 'de-DE')).toBe('20.000')
    expect(grouped(1234567, 'en-US')).toBe('1,234,567')
    expect(grouped(1234567, 'de-DE')).toBe('1.234.567')
  })

  it('leaves counts under a thousand as they are', () => {
    expect(grouped(0, 'en-US')).toBe('0')
    expect(grouped(999, 'de-DE')).toBe('999')
  })

  it("uses the browser's locale when none is given", () => {
    expect(grouped(20000)).toBe(new Intl.NumberFormat().format(20000))
  })
})

describe('counted', () => {
  it('groups the count and puts the noun in the plural but for one', () => {
    expect(counted(20000, 'customer', 'en-US')).toBe('20,000 customers')
    expect(counted(20000, 'customer', 'de-DE')).toBe('20.000 customers')
    expect(counted(1, 'product', 'de-DE')).toBe('1 product')
    expect(counted(0, 'product', 'en-US')).toBe('0 products')
    expect(counted(1204, 'shipping option', 'en-US')).toBe('1,204 shipping options')
  })
})

describe('counts the console shows go through it', () => {
  it("a table's footer", () => {
    expect(showingText(20000, 50, 21204)).toBe(`Showing ${grouped(20001)}–${grouped(20050)} of ${grouped(21204)}`)
  })

  it("a background job's line and ending toast", () => {
    const job: Job = { id: 'job-1', kind: 'dynamic-codes', owner: 'disc_1', title: 'Creating codes', noun: 'codes', total: 5000, created: [], failed: [], state: 'running', columns: [], filename: 'codes.csv' }
    expect(jobProgress({ ...job, created: Array.from({ length: 1200 }, () => ({})) })).toBe(`Creating codes ${grouped(1200)}/${grouped(5000)}`)
    const failed = Array.from({ length: 1000 }, (_, i) => ({ name: `Code ${i}`, message: 'Refused' }))
    const done = { ...job, state: 'done' as const, created: Array.from({ length: 4000 }, () => ({})), failed }
    expect(jobProgress(done)).toBe(`Done: ${grouped(4000)} of ${grouped(5000)} codes created, ${grouped(1000)} failed`)
  })
})
