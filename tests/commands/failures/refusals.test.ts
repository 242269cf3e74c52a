import { describeFailures } from './drive'
import { NOT_FOUND_404, REFUSAL_400, REFUSAL_422 } from './kinds'

// Medusa refuses the request, or its record is gone: told in Medusa's words, the arguments kept for a retry.
describeFailures([REFUSAL_400, REFUSAL_422, NOT_FOUND_404])
