import type { ActionHandlers } from '../actions';
import type { Db } from '../../shared';

// Filled by the issue 14 work in this folder.
export const settingsActions: ActionHandlers = {};

export async function exchangeData(_db: Db): Promise<unknown> {
  return {
    sections: [],
    properties: [],
    sharedProperties: [],
    sharedPropertiesRequired: [],
    sharedPropertiesGrouped: [],
    catalogProperties: [],
    elementParameters: [],
    columnsInfo: [],
  };
}
