import { describeFailures } from './drive'
import { CONFLICT_409, FORBIDDEN_403, UNAUTHORIZED_401 } from './kinds'

// The session ended, the operator may not, or another change won the race: the arguments kept.
describeFailures([UNAUTHORIZED_401, FORBIDDEN_403, CONFLICT_409])
