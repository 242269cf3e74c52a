import { describe, expect, it } from 'vitest'
import { publishableApiKeys } from '@/api/admin/publishable-api-keys'
import { isMedusaApiError } from '@/api/client'
import { expectNoSeriousAxeViolations } from './axe'
import { consoleUrl, logIn, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, pick, toast } from './keyboard'

// Issue #28's new domain end to end, keyboard only, against the real backend: a publishable API key
// created in Settings, its token shown once and copied, a sales channel added, revoked, deleted.
// The e2e database is kept between runs: the key carries this run's stamp.
const stamp = Date.now().toString(36)
const title = `E2E storefront ${stamp}`
const CHANNEL = 'Default Sales Channel'

describe('publishable API keys, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: consoleUrl('') })
    await logIn(page, '/login?next=%2Fa%2Fsettings%2Fpublishable-api-keys')
    await page.waitForURL(/\/a\/settings\/publishable-api-keys$/)
    await page.getByRole('heading', { name: 'Publishable API keys', level: 1 }).waitFor()
  })
  const clipboard = () => browser.page.evaluate(() => navigator.clipboard.readText())
  let token = ''

  it('creates a key: its token shows once, in the toast, and is on the clipboard; the table names it by its title', async () => {
    const page = browser.page
    await command(page, 'Create publishable API key')
    await expectPrompt(page, 'Create publishable API key › Title')
    await page.keyboard.type(title)
    await press(page, 'Enter')
    await toast(page, `${title} created: its token is copied`)
    const told = page.getByRole('status').filter({ hasText: `${title} created` }).first()
    token = /pk_[0-9A-Z]+/.exec((await told.textContent()) ?? '')?.[0] ?? ''
    const made = (await publishableApiKeys.list({ q: title })).publishable_api_keys
    expect(made.map((k) => k.id)).toEqual([token])
    expect(await clipboard()).toBe(token)
    await page.getByRole('grid', { name: 'Publishable API keys' }).getByRole('row', { name: new RegExp(title) }).waitFor()
    // Once the toast has gone, the token is nowhere on the page.
    await told.waitFor({ state: 'detached' })
    expect(await page.locator('main').innerText()).not.toContain('pk_')
  })

  it('opens the key by its title, copies its token again, and adds a sales channel', async () => {
    const page = browser.page
    await page.evaluate(() => navigator.clipboard.writeText(''))
    await command(page, 'Open publishable API key')
    await expectPrompt(page, 'Open publishable API key… › Publishable API key')
    await pick(page, stamp, new RegExp(`^${title}`))
    await page.waitForURL(new RegExp(`/a/settings/publishable-api-keys/${token}$`))
    const article = page.getByRole('article', { name: title })
    await article.getByText('None: a storefront sending this key is answered within every sales channel').waitFor()

    await command(page, 'Copy token of publishable API key')
    await toast(page, `Token of ${title} copied`)
    expect(await clipboard()).toBe(token)

    await command(page, 'Add sales channels to publishable API key')
    await expectPrompt(page, 'Add sales channels to publishable API key… › Sales channels')
    await pick(page, 'Default', new RegExp(`^${CHANNEL}`))
    await press(page, 'Control+Enter')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Add 1 sales channel to ${title}?`)
    await press(page, 'Enter')
    await toast(page, `Added to ${title}`)
    await article.getByRole('list', { name: `Sales channels of ${title}` }).getByRole('link', { name: CHANNEL }).waitFor()
    expect((await publishableApiKeys.salesChannels(token)).sales_channels.map((sc) => sc.name)).toEqual([CHANNEL])
    await expectNoSeriousAxeViolations(page, 'main')
  })

  it('revokes the key after a confirm that says it cannot be undone, then deletes it', async () => {
    const page = browser.page
    const article = page.getByRole('article', { name: title })
    await command(page, 'Revoke publishable API key')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Revoke ${title}?`)
    expect(await page.getByRole('dialog').textContent()).toContain('This cannot be undone.')
    await press(page, 'Enter')
    await toast(page, 'Publishable API key revoked')
    await article.getByText('revoked', { exact: true }).waitFor()
    expect((await publishableApiKeys.retrieve(token)).publishable_api_key.revoked_at).not.toBeNull()

    await command(page, 'Delete publishable API key')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Delete ${title}?`)
    expect(await page.getByRole('dialog').textContent()).toContain('This cannot be undone.')
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/settings\/publishable-api-keys$/)
    const gone = await publishableApiKeys.retrieve(token).catch((error: unknown) => error)
    expect(isMedusaApiError(gone) && gone.status).toBe(404)
  })
})
