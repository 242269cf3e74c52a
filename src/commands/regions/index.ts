import { addCountry, addFulfillmentProvider, addPaymentProvider, removeCountry, removeFulfillmentProvider, removePaymentProvider } from './membership'
import { checkSetup, createRegion, deleteRegion, editRegion, openRegion, regionsArea } from './regions'
import { editRegionTaxSettings } from './taxes'
import { inGroup } from '@/commands/core/define'

/** Regions: the settings section, create/edit/delete, countries and providers, and "Check region setup". */
export const regionCommands = inGroup('Regions', [
  regionsArea.list,
  openRegion,
  createRegion,
  editRegion,
  editRegionTaxSettings,
  deleteRegion,
  checkSetup,
  addCountry,
  removeCountry,
  addPaymentProvider,
  removePaymentProvider,
  addFulfillmentProvider,
  removeFulfillmentProvider,
])
