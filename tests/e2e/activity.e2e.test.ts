import { describe, expect, it } from 'vitest'
import { collections } from '@/api/admin/collections'
import { logIn, press, withSignedInBrowser } from './browser'
import { expectPrompt, retype, toast } from './keyboard'

// The activity journal, keyboard only, on the real backend: an edit run from its hotkey is in the
// Activity area with its before → after, and still there after a reload (IndexedDB). The e2e
// database is kept between runs: the collection carries this run's stamp.
const stamp = Date.now().toString(36)
const before = `E2E Activity ${stamp}`
const after = `E2E Activity ${stamp} renamed`
const EDIT = 'Edit collection: title, handle and metadata'

describe('the activity journal, keyboard only', () => {
  let collectionId = ''
  const browser = withSignedInBrowser(async (page) => {
    const { collection } = await collections.create({ title: before, handle: `e2e-activity-${stamp}` })
    collectionId = collection.id
    await logIn(page, `/login?next=${encodeURIComponent(`/a/collections/${collectionId}`)}`)
    await page.getByRole('article', { name: before }).waitFor()
  })

  it('records an edit with its before → after, shows it in the Activity area, and keeps it across a reload', async () => {
    const page = browser.page
    await press(page, 'e')
    await expectPrompt(page, `${EDIT} › Title`)
    await retype(page, after)
    await expectPrompt(page, `${EDIT} › Handle`)
    await press(page, 'Enter')
    await expectPrompt(page, `${EDIT} › Metadata (key: value per line; remove a line to delete its key)`)
    await press(page, 'Control+Enter')
    await toast(page, 'Collection saved')
    await expect.poll(async () => (await collections.retrieve(collectionId)).collection.title).toBe(after)

    await press(page, 'g', 'w')
    await page.waitForURL(/\/a\/activity$/)
    const grid = page.getByRole('grid', { name: 'Activity' })
    const row = grid.locator('tbody tr[data-row-id]').filter({ hasText: EDIT }).filter({ hasText: before }).first()
    await row.waitFor()
    await expect.poll(() => row.textContent()).toContain('Done')
    // The table takes the focus once its rows arrive: the newest entry (this edit) is the current row.
    await grid.locator('tbody tr[tabindex="0"]').focus()
    await press(page, 'Enter')
    const panel = page.getByRole('article', { name: EDIT })
    const changes = panel.getByRole('table', { name: `What ${EDIT} changed` })
    await changes.waitFor()
    expect(await changes.locator('tbody tr').first().locator('td').allTextContents()).toEqual([before, 'Title', before, `→${after}`])
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(EDIT)
    expect(await panel.getByRole('link', { name: before }).getAttribute('href')).toBe(`/a/collections/${collectionId}`)

    await page.reload()
    await page.getByRole('article', { name: EDIT }).getByRole('table', { name: `What ${EDIT} changed` }).waitFor()
    // Beside the open entry the table's right-hand columns give way: its row is found by the entry it opens.
    const entryId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
    await page.getByRole('grid', { name: 'Activity' }).locator(`tbody tr[data-row-id="${entryId}"]`).waitFor()
  })
})
