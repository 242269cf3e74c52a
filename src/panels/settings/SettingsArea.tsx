import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { Link, NavLink, Route, Routes } from 'react-router-dom'
import { analyticsConfigAtom, ANALYTICS_FLAG } from '@/atoms/settings/analytics'
import { featureFlagsAtom, storeDetailAtom } from '@/atoms/core/store'
import { operatorMessage } from '@/atoms/core/errors'
import { settingsNav } from '@/models/settings/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Section } from '@/panels/shared/Section'
import { LoadingBar } from '@/ui/LoadingBar'
import { settingsSections } from './sections'
import { SettingsPage } from './SettingsPage'
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
  else if (config.isError) body = <p role="alert">{operatorMessage(config.error)}</p>
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
    <Section
      title="Analytics preferences"
      level={2}
      className={styles.section}
      actions={<CommandButton command="analytics.update-preferences" label="Change preferences" />}
    >
      {body}
    </Section>
  )
}

const sectionPanels = settingsSections.map((section) => ({ ...section, Panel: lazy(section.load) }))

function Preferences() {
  return (
    <SettingsPage title="Settings">
      <AnalyticsPreferences />
    </SettingsPage>
  )
}

function UnknownSection() {
  return (
    <SettingsPage title="No such settings page">
      <p>
        <Link to={settingsNav.routes.list()}>Back to settings</Link>
      </p>
    </SettingsPage>
  )
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.sectionLink} ${styles.activeSection}` : styles.sectionLink)

/** The settings area: the operator's own preferences, and the store's settings one section per page. */
export default function SettingsArea() {
  return (
    <div className={styles.area}>
      <nav aria-label="Settings sections" className={styles.sectionNav}>
        <ul>
          <li>
            <NavLink to={settingsNav.routes.list()} end className={linkClass}>
              Preferences
            </NavLink>
          </li>
          {settingsSections.map((section) => (
            <li key={section.section}>
              <NavLink to={section.routes.list()} className={linkClass}>
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
