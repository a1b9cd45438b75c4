import styled from 'styled-components';
import { Input } from '@ui/Input';
import { Textarea } from '@ui/Textarea';

const Row = styled.div`
  display: grid;
  gap: 8px 16px;
  @media (min-width: 992px) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Preview = styled.figure`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 8px 12px;
  border-radius: var(--radius-control);
  background: var(--color-surface-muted);
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  &[data-too-long='true'] {
    box-shadow: inset 3px 0 0 var(--color-error);
  }
`;

const Warning = styled.span`
  color: var(--color-error);
  font-weight: 700;
`;

export interface TemplateFieldProps {
  /** The field's name: 'H1', 'Title', 'Description'. */
  label: string;
  template: string;
  onChange: (template: string) => void;
  /** The landing text this template makes for the chosen value; none while there is no value. */
  preview?: string;
  /** Where search engines cut the text; no limit, no warning. */
  limit?: number;
  multiline?: boolean;
}

/**
 * One UF_META template with, beside it, the text it makes for a real value and its length, and
 * a warning when search engines would cut it (issue 12 point 3).
 */
export function TemplateField({
  label,
  template,
  onChange,
  preview,
  limit,
  multiline = false,
}: TemplateFieldProps) {
  const Field = multiline ? Textarea : Input;
  const tooLong = preview !== undefined && limit !== undefined && preview.length > limit;
  return (
    <Row>
      <Field
        label={label}
        value={template}
        hint="Пусто — текст по умолчанию"
        onChange={(event) => onChange(event.target.value)}
        {...(multiline ? { rows: 3 } : {})}
      />
      {preview !== undefined && (
        <Preview data-too-long={tooLong} aria-label={`Предпросмотр: ${label}`}>
          <figcaption>
            <span>{label} на посадочной</span>
            <span>
              {limit === undefined ? `${preview.length} симв.` : `${preview.length} из ${limit}`}
            </span>
          </figcaption>
          <p>{preview}</p>
          {tooLong && (
            <Warning role="status">Длиннее {limit} символов: поисковик обрежет текст</Warning>
          )}
        </Preview>
      )}
    </Row>
  );
}
