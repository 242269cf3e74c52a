import { arg } from '@/commands/core/args'
import { pickerOf } from '@/commands/core/entity'
import type { CommandContext } from '@/models/core/context'
import type { PartialArgs } from '@/models/core/values'
import { locationName, reservationLocationsEntity } from '@/models/reservations/locations'

type FromContext = (ctx: CommandContext, args: PartialArgs) => string | undefined

/** Where a reservation is held: its item's locations, where it is now first (Enter keeps it there). */
export const editLocationArg = (initial?: FromContext, fill?: FromContext) =>
  arg.entity({ label: 'Location', search: pickerOf(reservationLocationsEntity), name: locationName, initial, default: fill })
