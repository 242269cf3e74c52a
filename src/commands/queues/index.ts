import { defineArea } from '@/commands/core/area'
import { defineCommand, inGroup, openPanel } from '@/commands/core/define'
import { queuesNav } from '@/models/queues/area'
import { QUEUES, type ReadyQueueName } from '@/models/queues/definitions'

/** The Queues area: 'Go to queues' (g q) and the nav link. */
export const queuesArea = defineArea(queuesNav)

type ReadyQueue = Extract<(typeof QUEUES)[number], { name: ReadyQueueName }>

/** 'Queue: Orders awaiting capture': opens the queue at its stable URL. */
function openQueue<const Q extends ReadyQueue>(queue: Q) {
  return defineCommand({
    id: `queues.${queue.name}` as `queues.${Q['name']}`,
    title: `Queue: ${queue.title}`,
    keywords: ['queue', 'work through', 'triage'],
    reads: true,
    run: async () => openPanel(queuesNav.routes.record(queue.name)),
  })
}

const [awaitingCapture, paidNotFulfilled, requestedReturns, swapsNeedingAction, staleDrafts, giftCardsEnding] = QUEUES

export const queueCommands = inGroup('Queues', [
  queuesArea.list,
  openQueue(awaitingCapture),
  openQueue(paidNotFulfilled),
  openQueue(requestedReturns),
  openQueue(swapsNeedingAction),
  openQueue(staleDrafts),
  openQueue(giftCardsEnding),
])
