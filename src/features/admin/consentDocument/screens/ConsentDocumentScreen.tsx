import { useState } from 'react';
import { errorMessageOf, type ConsentDocument } from '@features/api';
import { StaffHistory, UnsavedChangesGuard } from '@features/staffTools';
import { describeConsentChange } from '../consentChanges';
import {
  useGetAdminConsentDocumentQuery,
  useSaveAdminConsentDocumentMutation,
} from '../consentDocumentApi';
import { ConsentDocumentView, type ConsentDraft } from './ConsentDocumentView';

const EMPTY_DRAFT: ConsentDraft = { title: '', content: '' };

/** What the fields must hold before a save is sent (the server refuses a blank one too). */
function draftErrors({ title, content }: ConsentDraft): Partial<ConsentDraft> {
  return {
    ...(title.trim() === '' && { title: 'Введите заголовок документа' }),
    ...(content.trim() === '' && { content: 'Введите текст документа' }),
  };
}

const isConflict = (error: unknown) => (error as { status?: unknown }).status === 409;

/**
 * `/admin/consent-document/` (issue 27 point 5): the document from the server, edited here and
 * saved as its next version, named by the version the editing started from.
 */
export function ConsentDocumentScreen() {
  const data = useGetAdminConsentDocumentQuery();
  const document = data.data;
  const [save, saving] = useSaveAdminConsentDocumentMutation();
  const [draft, setDraft] = useState<ConsentDraft>(EMPTY_DRAFT);
  const [checked, setChecked] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [outdated, setOutdated] = useState(false);
  const [saved, setSaved] = useState(false);

  // What the server answers (first load, a save, a reload after a conflict) is what the fields
  // edit from then on.
  const [base, setBase] = useState<ConsentDocument | undefined>(undefined);
  if (base !== document) {
    setBase(document);
    if (document) setDraft({ title: document.title, content: document.content });
  }

  const errors = checked ? draftErrors(draft) : {};
  const submit = async () => {
    setSaveError(null);
    setOutdated(false);
    setSaved(false);
    setChecked(true);
    const invalid = draftErrors(draft);
    if (!document || invalid.title || invalid.content) return;
    try {
      await save({ consentDocumentSave: { version: document.version, ...draft } }).unwrap();
      setSaved(true);
      setChecked(false);
    } catch (error) {
      setOutdated(isConflict(error));
      setSaveError(errorMessageOf(error, 'Не удалось сохранить! Попробуйте ещё раз.'));
    }
  };

  const dirty =
    document !== undefined &&
    (draft.title !== document.title || draft.content !== document.content);
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <ConsentDocumentView
        document={document ?? null}
        draft={draft}
        errors={errors}
        onChange={(change) => {
          setDraft({ ...draft, ...change });
          setSaved(false);
        }}
        onSave={() => void submit()}
        dirty={dirty}
        loadError={
          data.isError ? errorMessageOf(data.error, 'Проверьте связь и попробуйте ещё раз.') : null
        }
        onRetry={() => void data.refetch()}
        refreshing={data.isFetching}
        saving={saving.isLoading}
        saveError={saveError}
        onReload={
          outdated
            ? () => {
                setOutdated(false);
                setSaveError(null);
                void data.refetch();
              }
            : undefined
        }
        saved={saved}
      />
      <StaffHistory
        id="consent-document-history"
        tool="consent-document"
        describe={describeConsentChange}
        emptyText="Текст согласия ещё не меняли."
      />
    </>
  );
}
