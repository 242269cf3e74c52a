import { useAtomValue } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { Link } from 'react-router-dom'
import type { ActivityEntry } from '@/atoms/activity/entry'
import { activityQueries, journalOfSession } from '@/atoms/activity/keys'
import { sessionAtom } from '@/atoms/core/session'
import { outcomeText, whenText } from '@/models/activity/format'
import { recordPath } from '@/models/activity/records'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DetailTable } from '@/panels/shared/DetailTable'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { Section } from '@/panels/shared/Section'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './activity.module.css'

const SOURCES: Readonly<Record<string, string>> = { palette: 'the palette', hotkey: 'a hotkey', button: 'a button', bulk: 'a table selection', queue: 'the queue' }

/** Whether the entry can be taken back now, and how it is said: an undo is taken back by a redo. */
function undoState(entry: ActivityEntry): string {
  const { undo } = entry
  if (undo.undoneBy) return undo.undoes && !undo.undoes.redo ? 'Redone since' : 'Undone since'
  if (undo.undoable) return 'Yes'
  return `No${undo.note ? `: ${undo.note}` : ''}`
}

/** Undo (or Redo, for an undo) while the entry can still be taken back. */
function UndoButton({ entry }: { entry: ActivityEntry }) {
  const { undo } = entry
  if (!undo.undoable || !undo.plans?.length || undo.undoneBy) return null
  const redo = Boolean(undo.undoes && !undo.undoes.redo)
  return <CommandButton command="activity.undo" args={{ entry: entry.id }} label={redo ? 'Redo' : 'Undo'} subject={entry.command.title} />
}

function ActivityPanel({ entry }: { entry: ActivityEntry }) {
  const { outcome } = entry
  const failed = entry.records.filter((r) => r.failed)
  return (
    <RecordPanel title={entry.command.title} meta={`${whenText(entry.at)} · ${entry.operator}`} actions={<UndoButton entry={entry} />}>
      <dl className={shared.facts}>
        <dt>Outcome</dt>
        <dd>{outcomeText(outcome)}</dd>
        {outcome.status === 'done' && outcome.said ? (
          <>
            <dt>Said</dt>
            <dd>{outcome.said}</dd>
          </>
        ) : null}
        <dt>Store</dt>
        <dd>{entry.store}</dd>
        {entry.source ? (
          <>
            <dt>Started from</dt>
            <dd>{SOURCES[entry.source] ?? entry.source}</dd>
          </>
        ) : null}
        <dt>Can be undone</dt>
        <dd>{undoState(entry)}</dd>
        {entry.confirm ? (
          <>
            <dt>Asked</dt>
            <dd>{entry.confirm}</dd>
          </>
        ) : null}
      </dl>
      <Section title="Changes">
        {entry.changes.length ? (
          <DetailTable caption={`What ${entry.command.title} changed`} columns={['Record', 'Field', 'Before', 'After']}>
            {entry.changes.map((change, index) => (
              <tr key={index}>
                <td>{change.record}</td>
                <td>{change.field}</td>
                <td>{change.before}</td>
                <td>
                  <span className={styles.arrow} aria-hidden="true">
                    →
                  </span>
                  {change.after}
                </td>
              </tr>
            ))}
          </DetailTable>
        ) : (
          <p className={shared.muted}>No field changes recorded for this run</p>
        )}
      </Section>
      <Section title="Records">
        {entry.records.length ? (
          <ul className={shared.plainList}>
            {entry.records.map((record, index) => {
              const path = recordPath(record)
              return <li key={index}>{path ? <Link className={shared.link} to={path}>{record.name}</Link> : record.name}</li>
            })}
          </ul>
        ) : (
          <p className={shared.muted}>No record named</p>
        )}
      </Section>
      <Section title="Arguments">
        {entry.args.length ? (
          <dl className={shared.facts}>
            {entry.args.map((arg, index) => (
              <div key={index} className={shared.factRow}>
                <dt>{arg.label}</dt>
                <dd>{arg.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={shared.muted}>Nothing typed</p>
        )}
      </Section>
      {failed.length ? (
        <Section title={entry.undo.undoes ? 'Left as they are' : 'Failures'}>
          <DetailTable caption={entry.undo.undoes ? 'Records it left as they are' : 'Records it failed on'} columns={['Record', 'Reason']}>
            {failed.map((record, index) => (
              <tr key={index}>
                <td>{record.name}</td>
                <td>{record.failed}</td>
              </tr>
            ))}
          </DetailTable>
        </Section>
      ) : null}
      {entry.background?.length ? (
        <Section title="Background work">
          <ul className={shared.plainList}>
            {entry.background.map((work, index) => (
              <li key={index}>{[work.said, ...work.failed.map((f) => `${f.name}: ${f.reason}`)].join('; ')}</li>
            ))}
          </ul>
        </Section>
      ) : null}
    </RecordPanel>
  )
}

const detailAtoms = new Map<string, ReturnType<typeof entryAtom>>()
const entryAtom = (id: string) => atomWithQuery((get) => activityQueries.detail(journalOfSession(get(sessionAtom).email), id))

/** One journal entry: its before → after rows, records (each opens its panel), arguments and failures. */
export function ActivityDetail({ id }: { id: string }) {
  let atom = detailAtoms.get(id)
  if (!atom) detailAtoms.set(id, (atom = entryAtom(id)))
  const detail = useAtomValue(atom)
  if (detail.error) {
    return (
      <div className={shared.detail} role="alert">
        <h2 className={shared.heading}>Activity not found</h2>
        <p>{detail.error.message}</p>
      </div>
    )
  }
  return (
    <RecordDetail noun="activity" kind="activity" id={id} query={{ error: null }} entity={detail.data?.entry}>
      {(entry) => <ActivityPanel entry={entry} />}
    </RecordDetail>
  )
}
