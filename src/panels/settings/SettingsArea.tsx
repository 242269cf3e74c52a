import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { Link, NavLink, Route, Routes } from 'react-router-dom'
import { analyticsConfigAtom, ANALYTICS_FLAG } from '@/atoms/settings/analytics'
import { featureFlagsAtom, storeDetailAtom } from '@/atoms/core/store'
import { CommandButton } from '@/panels/shared/CommandButton'
import { LoadingBar } from '@/ui/LoadingBar'
import { settingsSections } from './sections'
import styles from './settings.module.css'

/** The analytics preferences as the server holds them, and the command that changes them. */
function AnalyticsPreferences() {
  const storeLoaded = useAtomValue(storeDetailAtom).isSuccess
  const flagOn = useAtomValue(featureFlagsAtom)[ANALYTICS_FLAG] === true
  const config = useAtomValue(analyticsConfigAtom)

  let body
  if (!storeLoaded) body = <p role="status">Loading preferences…</p>
  else if (!flagOn) body = <p>Usage data and error reports are off for this store (its ‘analytics’ feature flag is off).</p>
  else if (config.isPending) body = <p role="status">Loading preferences…</p>
  else if (config.isError) body = <p role="alert">{config.error.message}</p>
  else if (config.data === null) body = <p>Not chosen yet: nothing is sent until you choose.</p>
  else
    body = (
      <dl className={styles.facts}>
        <dt>Usage data and error reports</dt>
        <dd>{config.data.opt_out ? 'Not shared (opted out)' : 'Shared'}</dd>
        <dt>Anonymized</dt>
        <dd>{config.data.opt_out ? 'Not applicable' : config.data.anonymize ? 'Yes: no name, email or user id' : 'No'}</dd>
      </dl>
    )

  return (
    <section className={styles.section} aria-labelledby="analytics-preferences-heading">
      <header className={styles.sectionHeader}>
        <h2 id="analytics-preferences-heading" className={styles.subheading}>
          Analytics preferences
        </h2>
        <CommandButton command="analytics.update-preferences" label="Change preferences" />
      </header>
      {body}
    </section>
  )
}

const sectionPanels = settingsSections.map((section) => ({ ...section, Panel: lazy(section.load) }))

function Preferences() {
  return (
    <section className={styles.panel} aria-labelledby="settings-heading">
      <header className={styles.panelHeader}>
        <h1 id="settings-heading" className={styles.heading}>
          Settings
        </h1>
      </header>
      <AnalyticsPreferences />
    </section>
  )
}

function UnknownSection() {
  return (
    <section className={styles.panel} aria-labelledby="settings-unknown-heading">
      <h1 id="settings-unknown-heading" className={styles.heading}>
        No such settings page
      </h1>
      <p>
        <Link to="/a/settings">Back to settings</Link>
      </p>
    </section>
  )
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.sectionLink} ${styles.activeSection}` : styles.sectionLink)

/** /a/settings: the operator's own preferences, and the store's settings one section per page (/a/settings/<section>). */
export default function SettingsArea() {
  return (
    <div className={styles.area}>
      <nav aria-label="Settings sections" className={styles.sectionNav}>
        <ul>
          <li>
            <NavLink to="/a/settings" end className={linkClass}>
              Preferences
            </NavLink>
          </li>
          {settingsSections.map((section) => (
            <li key={section.section}>
              <NavLink to={`/a/settings/${section.section}`} className={linkClass}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<LoadingBar active label="Loading settings" />}>
        <Routes>
          <Route index element={<Preferences />} />
          {sectionPanels.map(({ section, Panel }) => (
            <Route key={section} path={`${section}/*`} element={<Panel />} />
          ))}
          <Route path="*" element={<UnknownSection />} />
        </Routes>
      </Suspense>
    </div>
  )
}
