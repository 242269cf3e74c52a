import { analyticsCommands } from './analytics'

export const settingsCommands = [...analyticsCommands] as const
