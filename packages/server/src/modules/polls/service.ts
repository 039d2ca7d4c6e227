// Polls: the module's door (decision 145). The admin's polls and the open count
// (admin.ts), the worker's view of the polls meant for them (views.ts) and their vote (vote.ts).
export { countOpenPolls, createPoll, getPoll, listPolls, removePoll, updatePoll } from './admin.ts';
export { countAwaitingAnswer, findForWorker, listForWorker } from './views.ts';
export { vote } from './vote.ts';
