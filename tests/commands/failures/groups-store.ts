import { createAppStore } from '@/atoms/core/query'
import { viewsQueries } from '@/atoms/views/views'
import { emptyContext } from '@/models/core/context'
import { appsDb } from '../../mocks/apps/apps'
import { teamDb } from '../../mocks/team/team'
import { keep, pick } from '../harness'
import type { FailureGroup } from './groups'

// The failure cases of the groups that set the store up: account, settings, team, regions, shipping, taxes, lists, keys.

export const STORE_GROUPS: readonly FailureGroup[] = [
  {
    group: 'Views',
    command: 'views.rename',
    request: { method: 'post', path: '/admin/users/:id' },
    noun: 'User',
    prepare: (db, queryClient) => {
      const admin = teamDb(db).users[0]
      const user = admin ? { id: admin.id, email: admin.email, first_name: admin.first_name, last_name: admin.last_name } : null
      const saved = { id: 'view_1', name: 'Captured orders', area: 'orders', path: '/a/orders', search: 'payment_status=captured' }
      if (admin) queryClient.setQueryData(viewsQueries.personal(admin.id).queryKey, { views: [saved], defaults: {} })
      return { ctx: { ...emptyContext, user }, answers: { viewId: pick('capt', 'Captured orders'), name: 'Paid orders' } }
    },
  },
  {
    group: 'Account',
    command: 'session.logout',
    request: { method: 'delete', path: '/admin/auth' },
    noun: 'User',
    unauthorizedIsDone: true,
    // An app store of its own: logging out clears the session and the cache of the store it runs in.
    prepare: (db) => ({ ctx: { ...emptyContext, user: db.session }, store: createAppStore() }),
  },
  {
    group: 'Settings',
    command: 'apps.authorize',
    request: { method: 'post', path: '/admin/apps/authorizations' },
    noun: 'App',
    prepare: (db) => {
      appsDb(db).apps.push({ id: 'oauth_1', display_name: 'Slack', application_name: 'slack', install_url: 'https://slack.example/install', uninstall_url: null, data: null })
      return { answers: { application: pick('sla', 'Slack'), code: 'c0de', state: 's7ate' } }
    },
  },
  {
    group: 'Team',
    command: 'invites.create',
    request: { method: 'post', path: '/admin/invites' },
    noun: 'Invite',
    prepare: (db) => {
      const admin = teamDb(db).users[0]
      const user = admin ? { id: admin.id, email: admin.email, first_name: admin.first_name, last_name: admin.last_name } : null
      return { ctx: { ...emptyContext, user }, answers: { email: 'sam@example.com', role: 'member' } }
    },
  },
  {
    group: 'Regions',
    command: 'regions.create',
    request: { method: 'post', path: '/admin/regions' },
    noun: 'Region',
    prepare: () => ({
      answers: {
        name: 'Nordics',
        currency: pick('usd', 'USD'),
        taxRate: '25',
        taxCode: 'NO-STD',
        paymentProviders: pick('manual', 'manual'),
        fulfillmentProviders: pick('manual', 'manual'),
        countries: pick('norway', 'Norway'),
      },
    }),
  },
  {
    group: 'Store',
    command: 'store.edit',
    request: { method: 'post', path: '/admin/store' },
    noun: 'Store',
    prepare: (db) => ({ answers: { storeId: pick('', db.store.name), name: 'Nordic Goods', swapLink: 'https://shop.example.com/swap?cart={cart_id}', paymentLink: '', inviteLink: '' } }),
  },
  {
    group: 'Jobs',
    command: 'batch-jobs.export-products',
    request: { method: 'post', path: '/admin/batch-jobs' },
    noun: 'BatchJob',
    prepare: () => ({ ctx: { ...emptyContext, list: { kind: 'product', query: { status: ['published'] }, count: 0, description: 'published' } } }),
  },
  {
    group: 'Collections',
    command: 'collections.create',
    request: { method: 'post', path: '/admin/collections' },
    noun: 'ProductCollection',
    prepare: () => ({ answers: { title: 'Winter 2026', handle: 'winter-2026', metadata: 'season: winter' } }),
  },
  {
    group: 'Categories',
    command: 'product-categories.create',
    request: { method: 'post', path: '/admin/product-categories' },
    noun: 'ProductCategory',
    prepare: () => ({ answers: { name: 'Running shoes', handle: 'running-shoes', description: '', status: 'active', visibility: 'public' } }),
  },
  {
    group: 'Sales channels',
    command: 'sales-channels.create',
    request: { method: 'post', path: '/admin/sales-channels' },
    noun: 'Sales channel',
    prepare: () => ({ answers: { name: 'Marketplace', description: 'Third-party marketplace', disabled: true } }),
  },
  {
    group: 'Shipping',
    command: 'shipping-options.create',
    request: { method: 'post', path: '/admin/shipping-options' },
    noun: 'Region',
    prepare: () => ({
      answers: {
        regionId: pick('Europe', 'Europe'),
        fulfillment: pick('', 'manual-fulfillment'),
        name: 'Express',
        isReturn: keep,
        priceType: 'flat_rate',
        amount: '12.50',
        minSubtotal: '',
        maxSubtotal: '',
        adminOnly: false,
      },
    }),
  },
  {
    group: 'Shipping profiles',
    command: 'shipping-profiles.create',
    request: { method: 'post', path: '/admin/shipping-profiles' },
    noun: 'ShippingProfile',
    prepare: () => ({ answers: { name: 'Bulky items', type: 'custom' } }),
  },
  {
    group: 'Tax rates',
    command: 'tax-rates.create',
    request: { method: 'post', path: '/admin/tax-rates' },
    noun: 'Region',
    prepare: () => ({ answers: { regionId: pick('Europe', 'Europe'), name: 'Reduced', code: 'RED', rate: '7' } }),
  },
  {
    group: 'Return reasons',
    command: 'return-reasons.create',
    request: { method: 'post', path: '/admin/return-reasons' },
    noun: 'ReturnReason',
    prepare: () => ({ answers: { value: 'too_small', label: 'Too small', description: '', parentId: pick('size', 'Wrong size') } }),
  },
  {
    group: 'Price lists',
    command: 'price-lists.create',
    request: { method: 'post', path: '/admin/price-lists' },
    noun: 'CustomerGroup',
    prepare: () => ({
      answers: { name: 'Black Friday', description: '', type: 'sale', status: 'active', startsAt: '2030-11-27', endsAt: '2030-11-30', customerGroups: pick('VIP', 'VIP') },
    }),
  },
  {
    group: 'Uploads',
    command: 'uploads.upload',
    request: { method: 'post', path: '/admin/uploads' },
    noun: 'File',
    prepare: () => ({ answers: { file: [new File([new Uint8Array(8)], 'price sheet.pdf', { type: 'application/pdf' })] } }),
  },
  {
    group: 'Publishable API keys',
    command: 'publishable-api-keys.create',
    request: { method: 'post', path: '/admin/publishable-api-keys' },
    noun: 'Publishable key',
    prepare: () => ({ answers: { title: 'Pop-up storefront' } }),
  },
]
