import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Debian's Chromium (package chromium), the browser an operator runs: the benches measure with it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * What the end-to-end tests drive: Debian's headless build of the same Chromium (package
 * chromium-headless-shell) when it is installed, else the full one. The same engine without the
 * browser's windowing took a quarter less CPU over the same e2e files, and CI is CPU-bound.
 */
export const e2eChromium = () => process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM)

/**
 * Held by .ci/run while apt installs Chromium beside the npm installs and the first suites: the e2e
 * setup, the first step that needs a browser, waits on it.
 */
export const CHROMIUM_INSTALL_LOCK = fileURLToPath(new URL('./.artifacts/chromium-install.lock', import.meta.url))
