import { errorMessageOf, type StaffChange } from '@features/api';
import { useToast } from '@ui/Toast';
import { SAVE_FAILED } from '../saveMessages';
import { useRevertAdminChangeMutation } from './historyApi';

/** A revert succeeded: the subject is as it was, and the shop shows it so. */
const REVERTED = {
  variant: 'success',
  title: 'Изменение отменено',
  text: 'Вернули как было до этой правки.',
} as const;

/**
 * Issue 25 point 6: reverts a change of a tool's history, says how it went, and then lets the
 * screen reload what it shows (`reverted`). Resolves to the revert and whether one is under way.
 */
export function useRevert(reverted?: () => void): [(change: StaffChange) => void, boolean] {
  const [revert, state] = useRevertAdminChangeMutation();
  const { showToast } = useToast();
  const run = async (change: StaffChange) => {
    try {
      await revert({ changeId: change.id }).unwrap();
      showToast(REVERTED);
      reverted?.();
    } catch (error) {
      showToast({ ...SAVE_FAILED, text: errorMessageOf(error, SAVE_FAILED.text!) });
    }
  };
  return [(change) => void run(change), state.isLoading];
}
