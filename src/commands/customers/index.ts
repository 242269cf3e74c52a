import { customerRecordCommands } from './customers'
import { customerFileCommands } from './import-export'
import { customerMetadataCommands } from './metadata'
import { customerNoteCommands } from './notes'

/** Customers, their CSV import and export, their notes; customer groups add their line here. */
export const customerCommands = [
  ...customerRecordCommands,
  ...customerFileCommands,
  ...customerNoteCommands,
  ...customerMetadataCommands,
] as const
