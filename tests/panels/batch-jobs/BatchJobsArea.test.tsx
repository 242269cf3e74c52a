import type { BatchJob } from '@medusajs/client-types'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { checkSessionAtom } from '@/atoms/core/session'
import BatchJobsArea from '@/panels/batch-jobs/BatchJobsArea'
import { withMockDb } from '../../mocks/handlers'
import { batchJobsDb, skipPollWaits } from '../../mocks/batch-jobs/batch-jobs'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
skipPollWaits()

function job(type: string, status: BatchJob['status'], result: BatchJob['result'], extra: Partial<BatchJob> = {}) {
  const at = mock.db.now()
  const made = {
    id: mock.db.nextId('batch'), type, status, created_by: mock.db.session?.id ?? null, context: {}, dry_run: type === 'product-import', result,
    pre_processed_at: at, processing_at: null, confirmed_at: null, completed_at: status === 'completed' ? at : null, canceled_at: null,
    failed_at: status === 'failed' ? at : null, created_at: at, updated_at: at, deleted_at: null, ...extra,
  } as BatchJob
  batchJobsDb(mock.db).batchJobs.push({ job: made })
  return made
}

describe('the jobs area', () => {
  it('lists jobs with status, rows and result; a dry run waiting shows what Medusa found with Confirm and Cancel; no serious axe violation', async () => {
    job('order-export', 'completed', { count: 12, advancement_count: 12, file_key: 'exports/orders/1.csv' } as BatchJob['result'])
    job('product-import', 'failed', { errors: ['Error while processing row with handle mug: price invalid'] } as unknown as BatchJob['result'], { context: { fileKey: '1-p.csv' } })
    const waiting = job('product-import', 'pre_processed', {
      count: 6,
      operations: { PRODUCT_CREATE: 3, VARIANT_CREATE: 3 },
      stat_descriptors: [{ key: 'product-import-count', message: 'There will be 3 products created (0  updated).\n   3 variants will be created and 0 updated' }],
    } as unknown as BatchJob['result'])
    const rendered = renderArea('batch-jobs', <BatchJobsArea />, `/a/batch-jobs/${waiting.id}`)
    void rendered.store.set(checkSessionAtom)
    const grid = await screen.findByRole('grid', { name: 'Jobs' })
    await within(grid).findByText('Order export')
    expect(within(grid).getByText('Error while processing row with handle mug: price invalid')).toBeDefined()
    expect(within(grid).getByText('12')).toBeDefined()
    const panel = await screen.findByRole('article')
    await within(panel).findByText('There will be 3 products created (0 updated). 3 variants will be created and 0 updated')
    expect(within(panel).getByRole('button', { name: 'Confirm dry run' })).toBeDefined()
    expect(within(panel).getByRole('button', { name: 'Cancel job' })).toBeDefined()
    expect(within(panel).getByText('Products to create')).toBeDefined()
    expect(screen.getByRole('button', { name: /Export orders/ })).toBeDefined()
    await expectNoSeriousA11yViolations()
  })

  it('offers Download on a finished export and Retry on a failed import, never Cancel on an ended job', async () => {
    const done = job('order-export', 'completed', { count: 2, advancement_count: 2, file_key: 'exports/orders/2.csv' } as BatchJob['result'])
    const rendered = renderArea('batch-jobs', <BatchJobsArea />, `/a/batch-jobs/${done.id}`)
    void rendered.store.set(checkSessionAtom)
    const panel = await screen.findByRole('article')
    await within(panel).findByRole('button', { name: /Download/ })
    expect(within(panel).queryByRole('button', { name: 'Cancel job' })).toBeNull()
  })

  it("downloads the product import template from the header, beside Import products: Medusa's columns, a price per store currency", async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const files: Blob[] = []
    const made = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), 'blob:template'))
    try {
      const user = userEvent.setup({ delay: null })
      const rendered = renderArea('batch-jobs', <BatchJobsArea />, '/a/batch-jobs')
      void rendered.store.set(checkSessionAtom)
      await screen.findByRole('grid', { name: 'Jobs' })
      expect(screen.getByRole('button', { name: /^Import products/ })).toBeDefined()
      await user.click(screen.getByRole('button', { name: 'Download template (Download product import template (CSV))' }))
      await waitFor(() => expect(clicked).toHaveBeenCalled())
      expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('product-import-template.csv')
      const header = (await (files[0] as Blob).text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? ''
      expect(header.split(';').slice(0, 3)).toEqual(['Product Id', 'Product Handle', 'Product Title'])
      expect(header).toContain('Price EUR')
    } finally {
      clicked.mockRestore()
      made.mockRestore()
    }
  })
})
