import type {
  StoreCustomersListOrdersRes,
  StoreCustomersListPaymentMethodsRes,
  StoreCustomersResetPasswordRes,
  StoreCustomersRes,
  StoreGetCustomersCustomerOrdersParams,
  StorePostCustomersCustomerAddressesAddressReq,
  StorePostCustomersCustomerAddressesReq,
  StorePostCustomersCustomerPasswordTokenReq,
  StorePostCustomersCustomerReq,
  StorePostCustomersReq,
  StorePostCustomersResetPasswordReq,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/store/customers'
const me = `${base}/me`

export const storeCustomers = {
  /** Registers a customer and logs them in. */
  create: (body: StorePostCustomersReq) => client.post<StoreCustomersRes>(base, body),
  /** The logged-in customer; every /me call needs a customer session. */
  retrieve: () => client.get<StoreCustomersRes>(me),
  update: (body: StorePostCustomersCustomerReq) => client.post<StoreCustomersRes>(me, body),
  listOrders: (query?: StoreGetCustomersCustomerOrdersParams) =>
    client.get<StoreCustomersListOrdersRes>(`${me}/orders`, query),
  resetPassword: (body: StorePostCustomersResetPasswordReq) =>
    client.post<StoreCustomersResetPasswordRes>(`${base}/password-reset`, body),
  /** Emails a reset token when the address is registered; the server answers 204 either way. */
  generatePasswordToken: (body: StorePostCustomersCustomerPasswordTokenReq) =>
    client.post<void>(`${base}/password-token`, body),

  addAddress: (body: StorePostCustomersCustomerAddressesReq) => client.post<StoreCustomersRes>(`${me}/addresses`, body),
  updateAddress: (addressId: string, body: StorePostCustomersCustomerAddressesAddressReq) =>
    client.post<StoreCustomersRes>(`${me}/addresses/${addressId}`, body),
  deleteAddress: (addressId: string) => client.delete<StoreCustomersRes>(`${me}/addresses/${addressId}`),

  listPaymentMethods: () => client.get<StoreCustomersListPaymentMethodsRes>(`${me}/payment-methods`),
}
