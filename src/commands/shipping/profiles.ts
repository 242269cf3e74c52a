import type { ShippingProfile } from '@medusajs/client-types'
import { createShippingProfileMutation, deleteShippingProfileMutation, updateShippingProfileMutation } from '@/atoms/shipping/keys'
import type { PartialArgs } from '@/commands/core/args'
import { recordAction } from '@/commands/core/action'
import type { CommandContext } from '@/models/core/context'
import { arg, defineCommand, openPanel, toast } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { shippingProfilesSettings } from '@/models/shipping/area'
import { shippingProfileEntity } from '@/models/shipping/entity'

const GROUP = 'Shipping profiles'

const PROFILE_TYPES = [
  { value: 'custom', label: 'Custom', hint: 'Products shipped apart from the rest' },
  { value: 'default', label: 'Default', hint: 'What products ship with unless told otherwise' },
  { value: 'gift_card', label: 'Gift card', hint: 'For gift card products' },
] as const
type ProfileType = (typeof PROFILE_TYPES)[number]['value']

const profileIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'shipping-profile', 'profileId', args)

export const createShippingProfile = defineCommand({
  id: 'shipping-profiles.create',
  title: 'Create shipping profile',
  group: GROUP,
  keywords: ['new', 'add'],
  args: {
    name: arg.text({ label: 'Name', placeholder: 'Bulky items' }),
    type: arg.choice<ProfileType>()({ label: 'Type', options: PROFILE_TYPES, initial: () => 'custom' }),
  },
  run: async (a, { mutate }) => {
    const { shipping_profile } = await mutate(createShippingProfileMutation, { name: a.name.trim(), type: a.type })
    return openPanel(shippingProfilesSettings.routes.record(shipping_profile.id))
  },
})

export const editShippingProfile = defineCommand({
  id: 'shipping-profiles.edit',
  title: 'Edit shipping profile',
  group: GROUP,
  keywords: ['rename', 'type'],
  hotkey: 'e',
  scope: 'shipping-profile',
  args: {
    profileId: entityArg(shippingProfileEntity),
    name: arg.text({ label: 'Name', initial: (ctx, args) => profileIn(ctx, args)?.name }),
    type: arg.choice<ProfileType>()({ label: 'Type', options: PROFILE_TYPES, initial: (ctx, args) => profileIn(ctx, args)?.type }),
  },
  run: async (a, { mutate }) => {
    const { shipping_profile } = await mutate(updateShippingProfileMutation, { id: a.profileId, body: { name: a.name.trim(), type: a.type } })
    return toast(`${shipping_profile.name} saved`, PROFILE_TYPES.find((t) => t.value === shipping_profile.type)?.label)
  },
})

/** 'Bulky items: 3 products and 2 shipping options use it.' */
function usage(profile: ShippingProfile): string {
  const products = profile.products?.length ?? 0
  const options = profile.shipping_options?.filter((o) => !o.deleted_at).length ?? 0
  if (!products && !options) return 'Nothing uses it.'
  const parts = [products && `${products} product${products === 1 ? '' : 's'}`, options && `${options} shipping option${options === 1 ? '' : 's'}`]
  return `${parts.filter(Boolean).join(' and ')} use${products + options === 1 ? 's' : ''} it.`
}

export const deleteShippingProfile = recordAction({
  id: 'shipping-profiles.delete',
  title: 'Delete shipping profile',
  group: GROUP,
  keywords: ['remove'],
  hotkey: 'shift+backspace',
  entity: shippingProfileEntity,
  arg: 'profileId',
  confirm: (profile) => (profile ? `Delete ${profile.name}? ${usage(profile)}` : 'Delete this shipping profile?'),
  mutation: deleteShippingProfileMutation,
  done: () => openPanel(shippingProfilesSettings.routes.list()),
})
