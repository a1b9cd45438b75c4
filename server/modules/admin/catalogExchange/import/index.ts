import type { ActionHandlers } from '../actions';

// Filled by the issue 14 work in this folder.
export const importActions: ActionHandlers = {};
