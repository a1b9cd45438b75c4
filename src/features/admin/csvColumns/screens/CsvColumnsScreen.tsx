import { useState } from 'react';
import { errorMessageOf } from '@features/api';
import { SAVE_FAILED, StaffHistory, UnsavedChangesGuard } from '@features/staffTools';
import { describeColumnChange } from '../columnChanges';
import { saveBodyOf } from '../columnDrafts';
import { useGetAdminCsvColumnsQuery, useSaveAdminCsvColumnsMutation } from '../csvColumnsApi';
import { useColumnDrafts } from '../useColumnDrafts';
import { CsvColumnsView } from './CsvColumnsView';

/** `/admin/csv-columns/`: the columns from the server, edited here and saved in one post. */
export function CsvColumnsScreen() {
  const data = useGetAdminCsvColumnsQuery({ action: 'getData' });
  const editor = useColumnDrafts(data.data?.columns);
  const [save, saving] = useSaveAdminCsvColumnsMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async () => {
    setSaveError(null);
    setSaved(false);
    try {
      editor.saveSent();
      await save({ csvColumnsSave: saveBodyOf(editor.columns, editor.removed) }).unwrap();
      setSaved(true);
    } catch (error) {
      setSaveError(errorMessageOf(error, `${SAVE_FAILED.title} ${SAVE_FAILED.text}`));
    }
  };

  return (
    <>
      <UnsavedChangesGuard dirty={editor.dirty} />
      <CsvColumnsView
        sections={data.data?.sections ?? null}
        editor={{ ...editor, columns: data.data ? editor.columns : null }}
        loadError={
          data.isError ? errorMessageOf(data.error, 'Проверьте связь и попробуйте ещё раз.') : null
        }
        onRetry={() => void data.refetch()}
        refreshing={data.isFetching}
        onSave={() => void submit()}
        saving={saving.isLoading}
        saveError={saveError}
        saved={saved}
      />
      <StaffHistory
        id="csv-columns-history"
        tool="csv-columns"
        describe={describeColumnChange}
        emptyText="Колонки ещё не меняли."
      />
    </>
  );
}
