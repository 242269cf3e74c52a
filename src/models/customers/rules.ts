import type { Customer } from '@medusajs/client-types'

// What Medusa accepts for a customer's contact details, checked in the prompt and on import.

/** What Medusa's IsEmail accepts, near enough to refuse typos before sending. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
export const EMAIL_INVALID = 'Email must be an address like anna@example.com'
/** Digits with the usual separators and an optional leading +: Medusa stores any string, this catches slips. */
export const PHONE = /^\+?[0-9][0-9 ()./-]{3,}$/
export const PHONE_INVALID = 'Phone must be digits, spaces, dashes or brackets, with an optional leading +'

/** Medusa's update-customer route refuses an email change once the customer registered; said before sending. */
export const emailLocked = (customer: Pick<Customer, 'email'>) =>
  `${customer.email} has registered an account: Medusa does not let an admin change its email`
