import { useMemo, useState } from 'react';
import { errorMessageOf } from '@features/api';
import { sectionPathsById, StaffHistory, UnsavedChangesGuard } from '@features/staffTools';
import { describeRelationChange } from '../relationChanges';
import {
  draftsOf,
  rebasedDrafts,
  relationsOf,
  sameRelations,
  withItem,
  withoutItem,
  type RelationDrafts,
} from '../relationDrafts';
import {
  useGetAdminSectionRelationsQuery,
  useSaveAdminSectionRelationsMutation,
} from '../sectionRelationsApi';
import { SectionRelationsView } from './SectionRelationsView';

const SAVED_TEXT = 'Сохранено';
const APPLIED_TEXT = 'Сохранено и применено';

/** `/admin/section-relations/`: the relations from the server, edited here, posted whole. */
export function SectionRelationsScreen() {
  const data = useGetAdminSectionRelationsQuery({ action: 'getData' });
  const stored = useMemo(() => draftsOf(data.data?.relations ?? []), [data.data]);
  const [drafts, setDrafts] = useState<RelationDrafts>(stored);
  const [sectionId, setSectionId] = useState<number | null>(null);
  const [save, saving] = useSaveAdminSectionRelationsMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  // What the server answers (first load, a save, a revert) is what the form edits from then on,
  // apart from the sections edited here and not saved yet (issue 25 point 7).
  const [base, setBase] = useState(stored);
  if (base !== stored) {
    setBase(stored);
    setDrafts(rebasedDrafts(drafts, base, stored));
  }

  const change = (next: RelationDrafts) => {
    setDrafts(next);
    setSaved(null);
  };
  const submit = async (apply: boolean) => {
    setSaveError(null);
    setSaved(null);
    try {
      await save({
        sectionRelationsSave: {
          action: apply ? 'saveAndApply' : 'save',
          relations: relationsOf(drafts),
        },
      }).unwrap();
      setSaved(apply ? APPLIED_TEXT : SAVED_TEXT);
    } catch (error) {
      setSaveError(errorMessageOf(error, 'Не удалось сохранить! Попробуйте ещё раз.'));
    }
  };

  const dirty = !sameRelations(drafts, stored);
  const paths = sectionPathsById(data.data?.sections ?? []);
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <SectionRelationsView
        sections={data.data?.sections ?? null}
        drafts={drafts}
        sectionId={sectionId}
        onSectionChange={setSectionId}
        onAdd={(itemId) => sectionId !== null && change(withItem(drafts, sectionId, itemId))}
        onRemove={(itemId) => sectionId !== null && change(withoutItem(drafts, sectionId, itemId))}
        onSave={(apply) => void submit(apply)}
        dirty={dirty}
        loadError={
          data.isError ? errorMessageOf(data.error, 'Проверьте связь и попробуйте ещё раз.') : null
        }
        onRetry={() => void data.refetch()}
        refreshing={data.isFetching}
        saving={saving.isLoading}
        saveError={saveError}
        saved={saved}
      />
      <StaffHistory
        id="relations-history"
        tool="section-relations"
        describe={(change) => describeRelationChange(change, (id) => paths.get(id) ?? `№ ${id}`)}
        emptyText="Связи разделов ещё не меняли."
        onReverted={() => void data.refetch()}
      />
    </>
  );
}
