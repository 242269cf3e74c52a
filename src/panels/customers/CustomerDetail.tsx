import type { Customer } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { customerDetailAtom } from '@/atoms/customers/keys'
import { customerGroupsNav } from '@/models/customer-groups/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { AddressBlock } from '@/panels/shared/CustomerFacts'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { dateOnly, personName } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'
import { MetadataSection } from '@/panels/shared/MetadataSection'
import { Section } from '@/panels/shared/Section'
import { CustomerNotes } from './CustomerNotes'
import { CustomerOrders } from './CustomerOrders'

const none = <span className={shared.muted}>None</span>

function CustomerPanel({ customer }: { customer: Customer }) {
  const groups = customer.groups ?? []
  const shipping = customer.shipping_addresses ?? []
  return (
    <RecordPanel
      title={personName(customer) || customer.email}
      meta={`${customer.email} · ${customer.has_account ? 'Registered' : 'Guest'} · since ${dateOnly(customer.created_at)}`}
      actions={
        <>
          <CommandButton command="customers.edit" label="Edit" />
          <CommandButton command="customers.add-note" label="Add note" />
          <CommandButton command="customers.set-metadata" label="Set metadata" />
        </>
      }
    >
      <dl className={shared.facts}>
        <dt>Name</dt>
        <dd>{personName(customer) || none}</dd>
        <dt>Email</dt>
        <dd>{customer.email}</dd>
        <dt>Phone</dt>
        <dd>{customer.phone || none}</dd>
        <dt>Account</dt>
        <dd>{customer.has_account ? 'Registered (email fixed)' : 'Guest'}</dd>
        <dt>Groups</dt>
        <dd>
          {groups.length
            ? groups.map((group, i) => (
                <span key={group.id}>
                  {i > 0 ? ', ' : ''}
                  <Link className={shared.link} to={customerGroupsNav.routes.record(group.id)}>
                    {group.name}
                  </Link>
                </span>
              ))
            : none}
        </dd>
        <dt>Billing address</dt>
        <dd>
          <AddressBlock address={customer.billing_address} />
        </dd>
      </dl>

      <MetadataSection metadata={customer.metadata} />

      <Section title={`Shipping addresses (${shipping.length})`}>
        {shipping.length ? (
          <ul className={shared.plainList}>
            {shipping.map((address) => (
              <li key={address.id}>
                <AddressBlock address={address} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={shared.muted}>No saved address</p>
        )}
      </Section>

      <CustomerOrders customerId={customer.id} email={customer.email} />
      <CustomerNotes customerId={customer.id} />
    </RecordPanel>
  )
}

/** The customer panel: profile, addresses, groups and latest orders; each action a registered command. */
export function CustomerDetail({ id }: { id: string }) {
  const detail = useAtomValue(customerDetailAtom(id))
  return (
    <RecordDetail noun="customer" kind="customer" id={id} query={detail} entity={detail.data?.customer as Customer | undefined}>
      {(customer) => <CustomerPanel customer={customer} />}
    </RecordDetail>
  )
}
