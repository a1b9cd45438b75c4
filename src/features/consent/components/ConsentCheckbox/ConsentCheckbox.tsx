import { CONSENT_DOCUMENT_PATH } from '@shared';
import { useId } from 'react';
import styled from 'styled-components';
import { Checkbox } from '@ui/Checkbox';
import { CONSENT_TEXTS } from '../../consentTexts';

const Error = styled.p`
  margin: 4px 0 0 30px;
  color: var(--color-error);
  font-size: var(--font-size-sm);
`;

export interface ConsentCheckboxProps {
  /** Whether the box is ticked; it never is before the person ticks it (152-FZ). */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The form was sent unticked: the refusal shows under the box. */
  invalid?: boolean;
  /** The label's words before the link (the registration popup keeps its own wording). */
  before?: string;
  /** The label's last words, which open the consent document. */
  link?: string;
}

/**
 * The consent to personal data processing of every form that takes personal data (issue 27
 * point 5). The document opens in a new tab, so the filled form stays as it is.
 */
export function ConsentCheckbox({
  checked,
  onChange,
  invalid = false,
  before = CONSENT_TEXTS.before,
  link = CONSENT_TEXTS.link,
}: ConsentCheckboxProps) {
  const errorId = useId();
  return (
    <div>
      <Checkbox
        name="consent"
        checked={checked}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        label={
          <>
            {before}
            <a href={CONSENT_DOCUMENT_PATH} target="_blank" rel="noopener">
              {link}
            </a>
          </>
        }
      />
      {invalid && <Error id={errorId}>{CONSENT_TEXTS.required}</Error>}
    </div>
  );
}
