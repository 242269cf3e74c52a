import { onlyWithInventory } from '@/commands/core/flags'
import { allocationCommands } from './allocation'
import { reservationRecordCommands } from './reservations'

/** Reservations and an order's allocation: offered only on a store with the inventory and stock location modules. */
export const reservationCommands = onlyWithInventory([...reservationRecordCommands, ...allocationCommands] as const)
