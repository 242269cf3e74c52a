// Every API object of src/api/admin and src/api/store, wrapped so that each call is recorded (by
// `<area>/<file>:<export>.<function>`) in the run's call log. coverage.test.ts compares that log with
// what the modules export: contract tests import the API from here, never from src/api directly.
import { appendFileSync } from 'node:fs'
import { inject } from 'vitest'
import * as analyticsConfigsModule from '@/api/admin/analytics-configs'
import * as appsModule from '@/api/admin/apps'
import * as authModule from '@/api/admin/auth'
import * as batchJobsModule from '@/api/admin/batch-jobs'
import * as collectionsModule from '@/api/admin/collections'
import * as currenciesModule from '@/api/admin/currencies'
import * as customerGroupsModule from '@/api/admin/customer-groups'
import * as customersModule from '@/api/admin/customers'
import * as discountsModule from '@/api/admin/discounts'
import * as draftOrdersModule from '@/api/admin/draft-orders'
import * as giftCardsModule from '@/api/admin/gift-cards'
import * as inventoryItemsModule from '@/api/admin/inventory-items'
import * as invitesModule from '@/api/admin/invites'
import * as notesModule from '@/api/admin/notes'
import * as notificationsModule from '@/api/admin/notifications'
import * as orderClaimsSwapsModule from '@/api/admin/order-claims-swaps'
import * as orderEditsModule from '@/api/admin/order-edits'
import * as ordersModule from '@/api/admin/orders'
import * as priceListsModule from '@/api/admin/price-lists'
import * as productCategoriesModule from '@/api/admin/product-categories'
import * as productsModule from '@/api/admin/products'
import * as publishableApiKeysModule from '@/api/admin/publishable-api-keys'
import * as regionsModule from '@/api/admin/regions'
import * as reservationsModule from '@/api/admin/reservations'
import * as returnReasonsModule from '@/api/admin/return-reasons'
import * as returnsModule from '@/api/admin/returns'
import * as salesChannelsModule from '@/api/admin/sales-channels'
import * as shippingOptionsModule from '@/api/admin/shipping-options'
import * as shippingProfilesModule from '@/api/admin/shipping-profiles'
import * as stockLocationsModule from '@/api/admin/stock-locations'
import * as storeModule from '@/api/admin/store'
import * as swapsModule from '@/api/admin/swaps'
import * as taxRatesModule from '@/api/admin/tax-rates'
import * as uploadsModule from '@/api/admin/uploads'
import * as usersModule from '@/api/admin/users'
import * as variantsModule from '@/api/admin/variants'
import * as storeAuthModule from '@/api/store/auth'
import * as storeCartsModule from '@/api/store/carts'
import * as storeCollectionsModule from '@/api/store/collections'
import * as storeCustomersModule from '@/api/store/customers'
import * as storeGiftCardsModule from '@/api/store/gift-cards'
import * as storeOrderEditsModule from '@/api/store/order-edits'
import * as storeOrdersModule from '@/api/store/orders'
import * as storeProductsModule from '@/api/store/products'
import * as storeRegionsModule from '@/api/store/regions'
import * as storeReturnReasonsModule from '@/api/store/return-reasons'
import * as storeReturnsModule from '@/api/store/returns'
import * as storeShippingOptionsModule from '@/api/store/shipping-options'
import * as storeSwapsModule from '@/api/store/swaps'
import * as storeVariantsModule from '@/api/store/variants'

type Fn = (...args: unknown[]) => unknown

function isFn(value: unknown): value is Fn {
  return typeof value === 'function'
}

/** The name the coverage check gives a function: `admin/products:products.create`. */
export function callName(module: string, exportName: string, fn: string): string {
  return `${module}:${exportName}.${fn}`
}

function record(name: string): void {
  appendFileSync(inject('contractCallLog'), `${name}\n`)
}

/** The module with each of its exported API objects wrapped in a recording proxy. */
function tracked<M extends object>(module: string, namespace: M): M {
  const wrapped: Record<string, unknown> = {}
  for (const [exportName, value] of Object.entries(namespace)) {
    wrapped[exportName] =
      value && typeof value === 'object'
        ? new Proxy(value, {
            get(target: object, prop: string | symbol, receiver: unknown): unknown {
              const member: unknown = Reflect.get(target, prop, receiver)
              if (typeof prop !== 'string' || !isFn(member)) return member
              // No retry: a 409 is the test's answer, as it is the operator's (fixtures retry their own set-up).
              return (...args: unknown[]) => {
                record(callName(module, exportName, prop))
                return member.apply(target, args)
              }
            },
          })
        : value
  }
  return wrapped as M
}

export const { analyticsConfigs } = tracked('admin/analytics-configs', analyticsConfigsModule)
export const { apps } = tracked('admin/apps', appsModule)
export const { auth } = tracked('admin/auth', authModule)
export const { batchJobs } = tracked('admin/batch-jobs', batchJobsModule)
export const { collections } = tracked('admin/collections', collectionsModule)
export const { currencies } = tracked('admin/currencies', currenciesModule)
export const { customerGroups } = tracked('admin/customer-groups', customerGroupsModule)
export const { customers } = tracked('admin/customers', customersModule)
export const { discounts } = tracked('admin/discounts', discountsModule)
export const { draftOrders } = tracked('admin/draft-orders', draftOrdersModule)
export const { giftCards } = tracked('admin/gift-cards', giftCardsModule)
export const { inventoryItems } = tracked('admin/inventory-items', inventoryItemsModule)
export const { invites } = tracked('admin/invites', invitesModule)
export const { notes } = tracked('admin/notes', notesModule)
export const { notifications } = tracked('admin/notifications', notificationsModule)
export const { orderClaims, orderSwaps } = tracked('admin/order-claims-swaps', orderClaimsSwapsModule)
export const { orderEdits } = tracked('admin/order-edits', orderEditsModule)
export const { orders } = tracked('admin/orders', ordersModule)
export const { priceLists } = tracked('admin/price-lists', priceListsModule)
export const { productCategories } = tracked('admin/product-categories', productCategoriesModule)
export const { products, productTags, productTypes } = tracked('admin/products', productsModule)
export const { publishableApiKeys } = tracked('admin/publishable-api-keys', publishableApiKeysModule)
export const { regions } = tracked('admin/regions', regionsModule)
export const { reservations } = tracked('admin/reservations', reservationsModule)
export const { returnReasons } = tracked('admin/return-reasons', returnReasonsModule)
export const { returns } = tracked('admin/returns', returnsModule)
export const { salesChannels } = tracked('admin/sales-channels', salesChannelsModule)
export const { shippingOptions } = tracked('admin/shipping-options', shippingOptionsModule)
export const { shippingProfiles } = tracked('admin/shipping-profiles', shippingProfilesModule)
export const { stockLocations } = tracked('admin/stock-locations', stockLocationsModule)
export const { store } = tracked('admin/store', storeModule)
export const { swaps } = tracked('admin/swaps', swapsModule)
export const { taxRates } = tracked('admin/tax-rates', taxRatesModule)
export const { uploads } = tracked('admin/uploads', uploadsModule)
export const { users } = tracked('admin/users', usersModule)
export const { variants } = tracked('admin/variants', variantsModule)

export const { storeAuth } = tracked('store/auth', storeAuthModule)
export const { storeCarts } = tracked('store/carts', storeCartsModule)
export const { storeCollections } = tracked('store/collections', storeCollectionsModule)
export const { storeCustomers } = tracked('store/customers', storeCustomersModule)
export const { storeGiftCards } = tracked('store/gift-cards', storeGiftCardsModule)
export const { storeOrderEdits } = tracked('store/order-edits', storeOrderEditsModule)
export const { storeOrders } = tracked('store/orders', storeOrdersModule)
export const { storeProducts } = tracked('store/products', storeProductsModule)
export const { storeRegions } = tracked('store/regions', storeRegionsModule)
export const { storeReturnReasons } = tracked('store/return-reasons', storeReturnReasonsModule)
export const { storeReturns } = tracked('store/returns', storeReturnsModule)
export const { storeShippingOptions } = tracked('store/shipping-options', storeShippingOptionsModule)
export const { storeSwaps } = tracked('store/swaps', storeSwapsModule)
export const { storeVariants } = tracked('store/variants', storeVariantsModule)
