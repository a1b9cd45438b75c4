import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { Block, BlockTitle, ErrorText } from '@features/staffTools';

const Fields = styled.form`
  display: grid;
  gap: 12px;
  align-items: start;
  @media (min-width: 720px) {
    grid-template-columns: 1fr 1fr auto;
    > button {
      margin-top: 28px;
    }
  }
`;

export interface AddDraft {
  searchQuery: string;
  targetUrl: string;
}

export interface AddTransitionFormProps {
  draft: AddDraft;
  onDraftChange: (draft: AddDraft) => void;
  /** Enter in a field or the button; the screen checks both fields (R-DT-2). */
  onAdd: () => void;
  adding?: boolean;
  /** R-DT-2 / R-DT-3: why the last add was refused. */
  error?: string | null;
}

/** R-DT-1: the add row, a query and the page it leads to. */
export function AddTransitionForm({
  draft,
  onDraftChange,
  onAdd,
  adding = false,
  error = null,
}: AddTransitionFormProps) {
  return (
    <Block aria-labelledby="search-transitions-add">
      <BlockTitle id="search-transitions-add">Новый переход</BlockTitle>
      <Fields
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onAdd();
        }}
      >
        <Input
          label="Запрос"
          name="searchQuery"
          autoComplete="off"
          value={draft.searchQuery}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onDraftChange({ ...draft, searchQuery: event.target.value })}
        />
        <Input
          label="Страница для редиректа"
          name="targetUrl"
          autoComplete="off"
          hint="Адрес без домена, например /shop/almaznaya-vyshivka/"
          value={draft.targetUrl}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onDraftChange({ ...draft, targetUrl: event.target.value })}
        />
        <Button type="submit" iconStart="plus" loading={adding}>
          Добавить
        </Button>
      </Fields>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Block>
  );
}
