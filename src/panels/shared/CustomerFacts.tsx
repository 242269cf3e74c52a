import type { Address, Customer } from '@medusajs/client-types'
import type { ReactNode } from 'react'
import { personName } from './format'
import styles from './record-panel.module.css'

const none = <span className={styles.muted}>None</span>

/** An address as a block of lines. */
export function AddressBlock({ address }: { address: Address | null | undefined }) {
  if (!address) return none
  const lines = [
    [personName(address), address.company].filter(Boolean).join(', '),
    address.address_1,
    address.address_2,
    [address.postal_code, address.city, address.province].filter(Boolean).join(' '),
    address.country?.display_name ?? address.country_code?.toUpperCase(),
    address.phone,
  ].filter(Boolean)
  return (
    <address className={styles.address}>
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </address>
  )
}

/** Discount or gift card codes, comma separated. */
export function Codes({ of }: { of: ReadonlyArray<{ code: string }> | null | undefined }) {
  return of?.length ? of.map((c) => c.code).join(', ') : none
}

interface CustomerFactsProps {
  customer: Customer | null | undefined
  email: string | null | undefined
  shippingAddress: Address | null | undefined
  billingAddress: Address | null | undefined
  region: { name: string } | null | undefined
  /** What the record adds after its region: sales channel, codes. */
  children?: ReactNode
}

/** Who an order or a draft is for, where it goes, and the region it is priced in. */
export function CustomerFacts({ customer, email, shippingAddress, billingAddress, region, children }: CustomerFactsProps) {
  return (
    <dl className={styles.facts}>
      <dt>Name</dt>
      <dd>{personName(customer) || none}</dd>
      <dt>Email</dt>
      <dd>{email || none}</dd>
      {customer?.phone ? (
        <>
          <dt>Phone</dt>
          <dd>{customer.phone}</dd>
        </>
      ) : null}
      <dt>Shipping address</dt>
      <dd>
        <AddressBlock address={shippingAddress} />
      </dd>
      <dt>Billing address</dt>
      <dd>
        <AddressBlock address={billingAddress} />
      </dd>
      <dt>Region</dt>
      <dd>{region?.name ?? none}</dd>
      {children}
    </dl>
  )
}
