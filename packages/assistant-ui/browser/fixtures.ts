// The AI SDK part's own fixtures: the card here is that part, fed by assistant-ui.
export { invalidInput, tripInput } from '../../ai-sdk/src/test-utils/fixtures.js';
import { tripInput } from '../../ai-sdk/src/test-utils/fixtures.js';

export const QUESTION = tripInput.questions[0]!.question;
