import type { OAuth } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { appListAtom } from '@/atoms/apps/keys'
import { operatorMessage } from '@/atoms/core/errors'
import { CommandButton } from '@/panels/shared/CommandButton'
import shared from '@/panels/shared/record-panel.module.css'
import { SettingsPage } from '@/panels/settings/SettingsPage'

/** The apps settings section: the OAuth apps plugins installed, and "Authorize app" when there is one. */
export default function AppsSection() {
  const list = useAtomValue(appListAtom)
  const apps: readonly OAuth[] = list.data?.apps ?? []
  return (
    <SettingsPage
      title="Apps"
      headingId="apps-title"
      className={shared.panel}
      actions={apps.length > 0 ? <CommandButton command="apps.authorize" variant="primary" /> : null}
    >
      {list.isPending ? (
        <p role="status">Loading apps…</p>
      ) : list.error ? (
        <p role="alert">{`Apps could not be loaded: ${operatorMessage(list.error)}`}</p>
      ) : apps.length === 0 ? (
        <p className={shared.muted}>No app is installed on this store. Apps come with Medusa plugins that register an OAuth app; there is nothing to authorize.</p>
      ) : (
        <table className={shared.table} aria-labelledby="apps-title">
          <thead>
            <tr>
              <th scope="col">App</th>
              <th scope="col">Name in Medusa</th>
              <th scope="col">Install</th>
            </tr>
          </thead>
          <tbody>
            {apps.map((app) => (
              <tr key={app.id}>
                <th scope="row">{app.display_name}</th>
                <td>
                  <code>{app.application_name}</code>
                </td>
                <td>{app.install_url ? <a className={shared.link} href={app.install_url} target="_blank" rel="noreferrer">{`Install ${app.display_name}`}</a> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SettingsPage>
  )
}
