export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
