// The offset walk lives in models/core (a model's gathering reads every page too); commands import it here.
export { readEveryPage, type ListPage } from '@/models/core/pages'
