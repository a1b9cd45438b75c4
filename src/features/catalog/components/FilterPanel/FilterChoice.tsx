import styled from 'styled-components';
import type { LinkComponent } from '@ui/Button';
import { CheckboxLook, ChoiceCount, ChoiceText } from '@ui/Checkbox';
import { VisuallyHidden } from '@ui/VisuallyHidden';

// A link drawn as a checkbox row: the box, the label, its count aligned right.
const Row = styled.a`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 24px;
  color: var(--color-text);
  text-decoration: none;
  cursor: pointer;
  &:hover {
    color: var(--color-text);
  }
  &:hover > ${CheckboxLook} {
    border-color: var(--color-brand);
  }
  &[aria-disabled='true'] {
    color: var(--color-text-muted);
    cursor: not-allowed;
  }
  &[aria-disabled='true'] > ${CheckboxLook} {
    border-color: var(--color-border);
  }
`;

export interface FilterChoiceProps {
  label: string;
  /** How many products the page shows with it ticked. */
  count: number;
  selected: boolean;
  /** The server-given url that ticks or unticks it. */
  url: string;
  linkAs?: LinkComponent;
}

/**
 * One choice of the smart filter (a value, «В наличии»): a link to the server-given url that ticks
 * or unticks it, so crawlers reach every landing and the filter works without JavaScript. A screen
 * reader hears its state in its name, since a link has no checked state. A choice with count 0
 * that is not ticked cannot narrow anything: it is no link, and is announced as unavailable.
 */
export function FilterChoice({ label, count, selected, url, linkAs }: FilterChoiceProps) {
  const disabled = count === 0 && !selected;
  const content = (
    <>
      <CheckboxLook $checked={selected} $disabled={disabled} />
      <ChoiceText>{label}</ChoiceText>
      <ChoiceCount>
        {count}
        {selected && <VisuallyHidden> (выбрано)</VisuallyHidden>}
      </ChoiceCount>
    </>
  );
  if (disabled) {
    return (
      <Row as="span" role="link" aria-disabled="true">
        {content}
      </Row>
    );
  }
  return (
    <Row as={linkAs} href={url}>
      {content}
    </Row>
  );
}
