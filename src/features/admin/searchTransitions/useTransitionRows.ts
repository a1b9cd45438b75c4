import { useCallback, useRef, useState } from 'react';
import type { SearchTransition } from '@features/api';
import type { TransitionRowView } from './components/TransitionTable';
import { latestSave, type LatestSave, type SaveState } from './latestSave';
import { useWriteAdminSearchTransitionMutation } from './searchTransitionsApi';
import { writeErrorText } from './transitionTexts';

type Texts = Pick<SearchTransition, 'searchQuery' | 'targetUrl'>;
const IDLE: SaveState = { kind: 'idle' };

/**
 * The rows of a page as staff type them: each edit shows at once and is saved through the row's
 * own `latestSave`, so the last text typed is what the server keeps (R-DT-4, issue 13 point 1).
 */
export function useTransitionRows(items: readonly SearchTransition[] | undefined) {
  const [write] = useWriteAdminSearchTransitionMutation();
  const [drafts, setDrafts] = useState<Record<number, Texts>>({});
  const [states, setStates] = useState<Record<number, SaveState>>({});
  const savers = useRef(new Map<number, LatestSave<Texts>>());

  const setState = useCallback(
    (id: number, state: SaveState) => setStates((all) => ({ ...all, [id]: state })),
    [],
  );

  const edit = useCallback(
    (id: number, texts: Texts) => {
      setDrafts((all) => ({ ...all, [id]: texts }));
      let saver = savers.current.get(id);
      if (!saver) {
        saver = latestSave<Texts>(
          async (value) => {
            try {
              await write({
                searchTransitionWrite: { action: 'update', item: { id, ...value } },
              }).unwrap();
            } catch (error) {
              throw new Error(writeErrorText(error, value.searchQuery), { cause: error });
            }
          },
          (state) => setState(id, state),
          (error) => (error as Error).message,
        );
        savers.current.set(id, saver);
      }
      saver.save(texts);
    },
    [write, setState],
  );

  const remove = useCallback(
    async (id: number) => {
      setState(id, { kind: 'saving' });
      try {
        await write({ searchTransitionWrite: { action: 'delete', item: { id } } }).unwrap();
      } catch (error) {
        setState(id, { kind: 'error', message: writeErrorText(error, '') });
      }
    },
    [write, setState],
  );

  const rows: TransitionRowView[] | null = items
    ? items.map((item) => ({ ...item, ...drafts[item.id], save: states[item.id] ?? IDLE }))
    : null;
  return { rows, edit, remove };
}
