import { useAtomValue } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useEffect } from 'react'
import { activityQueries } from '@/atoms/activity/keys'
import { activityJournal } from '@/atoms/activity/journal'
import { activityNav } from '@/models/activity/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { ActivityDetail } from './ActivityDetail'
import { ActivityTable } from './ActivityTable'

/** The Activity area: the journal's table with the open entry beside it; a run recorded meanwhile shows at once. */
export default function ActivityArea() {
  const queryClient = useAtomValue(queryClientAtom)
  useEffect(() => activityJournal.subscribe(() => void queryClient.invalidateQueries({ queryKey: activityQueries.all })), [queryClient])
  return <SplitArea routes={activityNav.routes} detailLabel="Activity" table={ActivityTable} detail={ActivityDetail} />
}
