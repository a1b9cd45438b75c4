import type { Db } from '../shared';
import type { Reverter, RevertedChange } from '../changeLog';
import { CHANGE_LOG_TOOL, saveMarketFeed } from './service';

/** Issue 25 point 6: the sections left out go back to a record's before through the save path. */
async function revertMarketFeed(db: Db, userId: number, change: RevertedChange): Promise<boolean> {
  const excludedSectionIds = (change.before as number[] | null) ?? [];
  return saveMarketFeed(db, userId, { excludedSectionIds }, change.id);
}

export const marketFeedReverter: Reverter = {
  tool: CHANGE_LOG_TOOL,
  reloads: 'presentation',
  revert: revertMarketFeed,
};
