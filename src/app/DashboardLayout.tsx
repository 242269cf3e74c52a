import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { lazy, Suspense, useEffect } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router-dom'
import { sessionAtom } from '@/atoms/core/session'
import { featureFlagsAtom, storeModulesAtom } from '@/atoms/core/store'
import { KeyQueue } from '@/palette/KeyQueue'
import { PaletteKey } from '@/palette/PaletteKey'
import { paletteAtom } from '@/palette/state'
import { Kbd } from '@/ui/Kbd'
import { areas } from './areas'
import { BackgroundData } from './BackgroundData'
import styles from './DashboardLayout.module.css'
import { rememberPath } from './lastPath'
import { AreaLoading } from './lazyArea'
import { RunningJobs } from './RunningJobs'
import { ConsentScreen } from './telemetry/ConsentScreen'

// Commands, their hotkeys and the palette arrive just after the dashboard's first paint.
const loadDeferred = () => import('./deferredFrame')
const CommandHost = lazy(() => loadDeferred().then((module) => ({ default: module.CommandHost })))
// The registry too: a button of the frame loads it (already there by the time one is pressed).
const loadCommands = () => import('@/commands/index')
// Saved views are read after the first paint: their nav entries come with the command host.
const NavViews = lazy(() => loadDeferred().then((module) => ({ default: module.NavViews })))

/** The /a/* frame: navigation, the palette host, and the active area's panels. */
export function DashboardLayout() {
  const location = useLocation()
  const session = useAtomValue(sessionAtom)
  const flags = useAtomValue(featureFlagsAtom)
  const modules = useAtomValue(storeModulesAtom)
  const openPalette = useSetAtom(paletteAtom)
  const store = useStore()
  const logOut = () => void loadCommands().then(({ appRunner }) => appRunner(store).run('session.logout'))

  // After the frame: the first write to sessionStorage in a fresh profile takes tens of milliseconds.
  useEffect(() => {
    const timer = setTimeout(() => rememberPath(`${location.pathname}${location.search}`), 100)
    return () => clearTimeout(timer)
  }, [location.pathname, location.search])

  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <nav className={styles.nav} aria-label="Areas">
        <p className={styles.brand}>Medusa console</p>
        <button type="button" className={styles.paletteButton} onClick={() => openPalette({ open: true, prompt: null })}>
          <span className={styles.paletteLabel}>Search or run a command</span>
          <Kbd hotkey="mod+k" />
        </button>
        <ul className={styles.links}>
          {areas.filter((area) => (!area.flag || flags[area.flag] === true) && (area.modules ?? []).every((key) => modules[key] === true)).map((area) => (
            <li key={area.domain}>
              <NavLink to={area.routes.list()} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                <span>{area.label}</span>
                <Kbd hotkey={area.hotkey} className={styles.linkKey} />
              </NavLink>
              <Suspense fallback={null}>
                <NavViews listPath={area.routes.list()} label={area.label} />
              </Suspense>
            </li>
          ))}
        </ul>
        <div className={styles.account}>
          <RunningJobs />
          <p className={styles.user} title={session.email}>
            {session.name}
          </p>
          <button type="button" className={styles.textButton} onClick={logOut}>
            Log out
          </button>
          <p className={styles.hint}>
            <Kbd hotkey="?" /> shortcuts
          </p>
        </div>
      </nav>
      <main id="main" className={styles.main}>
        <Suspense fallback={<AreaLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <PaletteKey />
      <KeyQueue />
      <Suspense fallback={null}>
        <CommandHost />
      </Suspense>
      <ConsentScreen />
      <BackgroundData />
    </div>
  )
}
