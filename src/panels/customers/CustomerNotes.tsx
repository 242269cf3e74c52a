import { useAtomValue } from 'jotai'
import { customerNotesAtom } from '@/atoms/customers/keys'
import { operatorMessage } from '@/atoms/core/errors'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime, personName } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'
import { Section } from '@/panels/shared/Section'

/** The team's notes on the customer, newest first, each with who wrote it and when. */
export function CustomerNotes({ customerId }: { customerId: string }) {
  const result = useAtomValue(customerNotesAtom(customerId))
  const notes = [...(result.data?.notes ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at))
  return (
    <Section title="Notes">
      {result.error ? (
        <p role="alert">{operatorMessage(result.error)}</p>
      ) : notes.length === 0 ? (
        <p className={shared.muted}>{result.isPending ? 'Loading notes…' : 'No notes'}</p>
      ) : (
        <ul className={shared.plainList}>
          {notes.map((note) => (
            <li key={note.id} className={shared.note}>
              <p>{note.value}</p>
              <p className={shared.muted}>
                {personName(note.author) || note.author?.email || 'Someone'} · {dateTime(note.created_at)}{' '}
                <CommandButton command="customers.delete-note" args={{ customerId, noteId: note.id }} label="Delete" subject={note.value.slice(0, 40)} variant="ghost" />
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
