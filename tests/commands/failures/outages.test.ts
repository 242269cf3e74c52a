import { describeFailures } from './drive'
import { BAD_GATEWAY_502, CONNECTION_REFUSED, UNAVAILABLE_503, UNKNOWN_500 } from './kinds'

// No server, or one that cannot answer: the outage words, the arguments kept for when it is back.
describeFailures([CONNECTION_REFUSED, BAD_GATEWAY_502, UNAVAILABLE_503, UNKNOWN_500])
