import { useState } from 'react';
import type { FilterConfigDetail, FilterConfigItem } from '@features/api';
import { errorMessageOf } from '@features/api';
import { RouterLink } from '@features/page';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';
import { useToast, type ToastOptions } from '@ui/Toast';
import {
  useBindAdminFilterConfigMutation,
  useCopyAdminFilterConfigMutation,
  useDisableAdminFilterPropertyMutation,
  useEnableAdminFilterPropertyMutation,
  useGetAdminFilterConfigDetailQuery,
  useGetAdminFilterConfigQuery,
  useSaveAdminFilterConfigMutation,
} from '../../filterConfigApi';
import { saveItems } from '../../saveBody';
import { SAVE_FAILED, SAVED, UnsavedChangesGuard, useRevert } from '@features/staffTools';
import { rebaseItems } from '../../rebaseItems';
import { FilterConfigDetailView } from './FilterConfigDetailView';

/** The items as edited, tied to the answer they were last laid over. */
interface Draft {
  source: FilterConfigDetail;
  items: FilterConfigItem[];
}

const NONE: never[] = [];

/** A copy or a binding replaces the items: with edits pending it asks first (issue 25 point 7). */
const COPY_QUESTION = 'Есть несохранённые изменения. Скопировать настройки без сохранения?';
const BIND_QUESTION = 'Есть несохранённые изменения. Привязать раздел без сохранения?';

interface Asked {
  question: string;
  confirmLabel: string;
  run: () => void;
}

/** A refused copy, bind or switch: the save's failure title, with what the server said. */
const refused = (error: unknown): ToastOptions => ({
  ...SAVE_FAILED,
  text: errorMessageOf(error, SAVE_FAILED.text!),
});

/** `/admin/filter/?sectionId=`: the section's settings from the server and the writes on them. */
export function FilterConfigDetailScreen({ sectionId }: { sectionId: number }) {
  const detailQuery = useGetAdminFilterConfigDetailQuery({ sectionId });
  const index = useGetAdminFilterConfigQuery().data?.result;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const { showToast } = useToast();
  const [save, saving] = useSaveAdminFilterConfigMutation();
  const [copy, copying] = useCopyAdminFilterConfigMutation();
  const [bind, binding] = useBindAdminFilterConfigMutation();
  const [disable, disabling] = useDisableAdminFilterPropertyMutation();
  const [enable, enabling] = useEnableAdminFilterPropertyMutation();
  // Issue 25 point 6: a revert changes the section's settings on the server; the screen reloads
  // them (pending edits stay on top, as after a switched property).
  const [revert, reverting] = useRevert(() => void detailQuery.refetch());

  const detail = detailQuery.data?.result;
  // A new answer (a property switched, a reload) keeps the pending edits on top of it: only a
  // save, a copy, a binding or «Сбросить» ends them (issue 25 point 7).
  let current = draft;
  if (detail && draft && draft.source !== detail) {
    current = { source: detail, items: rebaseItems(draft.items, detail.items) };
    setDraft(current);
  }
  if (!detail) {
    if (detailQuery.isError)
      return (
        <ErrorState
          title="Не удалось загрузить настройки фильтра"
          text={errorMessageOf(detailQuery.error, 'Проверьте связь и попробуйте ещё раз.')}
          onRetry={() => void detailQuery.refetch()}
          retrying={detailQuery.isFetching}
        />
      );
    return <Spinner size="l" label="Загружаем настройки фильтра" />;
  }

  const dirty = current !== null;
  const items = current?.items ?? detail.items;
  const busy =
    detailQuery.isFetching ||
    reverting ||
    [saving, copying, binding, disabling, enabling].some((state) => state.isLoading);
  // R-FC-6: each write answers and invalidates the screen's data, so it reloads by itself.
  const write = async (
    call: () => Promise<unknown>,
    done?: ToastOptions,
    failed: (error: unknown) => ToastOptions = refused,
    { keepsEdits = false } = {},
  ) => {
    try {
      await call();
      // A save, copy or binding replaces the items, so the edits end with it; a switched
      // property leaves the others as edited.
      if (!keepsEdits) setDraft(null);
      if (done) showToast(done);
    } catch (error) {
      showToast(failed(error));
    }
  };
  const unlessEdited = (question: Asked) => (dirty ? setAsked(question) : question.run());
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <ConfirmDialog
        open={asked !== null}
        title={asked?.question}
        confirmLabel={asked?.confirmLabel}
        onConfirm={() => {
          asked?.run();
          setAsked(null);
        }}
        onCancel={() => setAsked(null)}
      />
      <FilterConfigDetailView
        detail={detail}
        sections={index?.allSections ?? NONE}
        relations={index?.relations ?? NONE}
        items={items}
        dirty={dirty}
        busy={busy}
        linkAs={RouterLink}
        onItemsChange={(changed) => setDraft({ source: detail, items: changed })}
        onReset={() => setDraft(null)}
        onSave={() =>
          void write(
            () => save({ body: { items: saveItems(items) } }).unwrap(),
            SAVED,
            // R-FC-9 fixes the save's failure text.
            () => SAVE_FAILED,
          )
        }
        onCopy={(copySectionId) =>
          unlessEdited({
            question: COPY_QUESTION,
            confirmLabel: 'Скопировать',
            run: () =>
              void write(() => copy({ body: { sectionId, copySectionId } }).unwrap(), SAVED),
          })
        }
        onBind={(bindSectionId) =>
          unlessEdited({
            question: BIND_QUESTION,
            confirmLabel: 'Привязать',
            run: () =>
              void write(() => bind({ body: { sectionId, bindSectionId } }).unwrap(), SAVED),
          })
        }
        onRevert={revert}
        onToggleProperty={(propertyId, enabled) =>
          void write(
            () =>
              (enabled ? enable : disable)({
                filterPropertyToggleRequest: { sectionId, propertyId },
              }).unwrap(),
            undefined,
            refused,
            { keepsEdits: true },
          )
        }
      />
    </>
  );
}
