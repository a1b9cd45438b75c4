import { groupsContent, groupsNamed, type Groups } from './sharedGroups';

/**
 * spec §9, R-CSV-6: shared groups are saved about 100 ms after the last change.
 * @internal exported for a test only
 */
export const GROUP_SAVE_DELAY_MS = 100;

export interface GroupAutosaveOptions {
  /** The content the server holds now. */
  saved: Groups;
  /** Stores the groups; a rejection leaves the last saved content as it was. */
  save: (groups: Groups) => Promise<unknown>;
  /** A change's delay ended with nothing to send (undone, or a group without a name). */
  unsent?: () => void;
  delayMs?: number;
}

export interface GroupAutosave {
  /** The groups changed: save them after the delay unless another change comes first. */
  change: (groups: Groups) => void;
  /** The server's content changed (a reload): that is what later changes compare against. */
  savedAs: (groups: Groups) => void;
  /** Forget a pending save (the screen is leaving). */
  cancel: () => void;
}

/**
 * R-CSV-6: a change is saved `delayMs` after the last one, and only when its content differs from
 * the last saved content, so a change undone before the timer fires sends nothing. A list with an
 * unnamed group is not sent: the screen asks for the name first.
 */
export function createGroupAutosave({
  saved,
  save,
  unsent = () => undefined,
  delayMs = GROUP_SAVE_DELAY_MS,
}: GroupAutosaveOptions): GroupAutosave {
  let lastSaved = groupsContent(saved);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    change(groups) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        const content = groupsContent(groups);
        if (content === lastSaved || !groupsNamed(groups)) return unsent();
        save(groups).then(
          () => {
            lastSaved = content;
          },
          () => undefined,
        );
      }, delayMs);
    },
    savedAs(groups) {
      lastSaved = groupsContent(groups);
    },
    cancel,
  };
}
