import { useState } from 'react'
import type { useTableUrlState } from './urlState'

type Url = ReturnType<typeof useTableUrlState>

export interface TextFilterField {
  /** The URL key the filter is kept under. */
  key: string
  label: string
  placeholder: string
}

/**
 * A typed filter kept in the URL, written when Enter is pressed or the field is left (not at each
 * key: each write is a request). Several values in the URL show comma-separated. Key it by the URL's
 * value, so Back or a cleared filter starts the field afresh.
 */
export function TextFilter({ url, field, className }: { url: Url; field: TextFilterField; className?: string }) {
  const current = url.filters[field.key]
  const [text, setText] = useState((Array.isArray(current) ? current.join(',') : current) ?? '')
  const apply = () => url.setFilter(field.key, text.trim() || undefined)
  return (
    <label className={className}>
      <span>{field.label}</span>
      <input
        type="search"
        value={text}
        placeholder={field.placeholder}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply()
        }}
      />
    </label>
  )
}
