import type { DraftOrder } from '@medusajs/client-types'
import { render, screen, within } from '@testing-library/react'
import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { Component } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { focusAtom } from '@/atoms/core/context'
import { createAppStore } from '@/atoms/core/query'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'

const draft = { id: 'dorder_1', display_id: 12 } as unknown as DraftOrder

/** Catches what the frame throws, as the route's error page would. */
class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children
  }
}

function renderFrame(query: { error: Error | null }, entity: DraftOrder | undefined) {
  const store = createAppStore()
  const utils = render(
    <Provider store={store}>
      <Catch>
        <RecordDetail noun="draft order" kind="draft-order" id="dorder_1" query={query} entity={entity}>
          {(record) => (
            <RecordPanel title={`Draft order #${record.display_id}`} meta="today" actions={<button type="button">Edit</button>}>
              <p>the draft's sections</p>
            </RecordPanel>
          )}
        </RecordDetail>
      </Catch>
    </Provider>,
  )
  return { ...utils, store }
}

const apiError = (status: number, message: string) =>
  new MedusaApiError({ kind: status === 403 ? 'permission' : status >= 500 ? 'api' : 'invalid_request', status, message })

describe('RecordDetail', () => {
  it('says it is loading the record, which is already the focus', () => {
    const { store } = renderFrame({ error: null }, undefined)
    expect(screen.getByRole('status').textContent).toBe('Loading draft order…')
    expect(store.get(focusAtom)).toEqual({ kind: 'draft-order', id: 'dorder_1', entity: undefined })
  })

  it('names the loaded record: an article by its heading, its toolbar by its noun; focus goes with it', () => {
    const { store, unmount } = renderFrame({ error: null }, draft)
    const article = screen.getByRole('article', { name: 'Draft order #12' })
    expect(within(article).getByRole('toolbar', { name: 'Draft order actions' })).toBeTruthy()
    expect(within(article).getByText("the draft's sections")).toBeTruthy()
    expect(store.get(focusAtom)).toEqual({ kind: 'draft-order', id: 'dorder_1', entity: draft })
    unmount()
    expect(store.get(focusAtom)).toBeNull()
  })

  it('says a missing record is not found, and a forbidden one could not be loaded, inside the panel', () => {
    const missing = renderFrame({ error: apiError(404, 'Draft order with id: dorder_1 was not found') }, undefined)
    let alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Draft order not found' })).toBeTruthy()
    expect(alert.textContent).toContain('Draft order was not found: it may have been deleted meanwhile.')
    missing.unmount()

    renderFrame({ error: apiError(403, 'Not allowed') }, undefined)
    alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Draft order could not be loaded' })).toBeTruthy()
  })

  it('hands a server failure or a non-API error to the error page', () => {
    // React logs what an error boundary catches.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failed = renderFrame({ error: apiError(503, 'Service unavailable') }, undefined)
    expect(screen.getByText('caught: Service unavailable')).toBeTruthy()
    failed.unmount()
    renderFrame({ error: new TypeError('boom') }, undefined)
    expect(screen.getByText('caught: boom')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    quiet.mockRestore()
  })
})
