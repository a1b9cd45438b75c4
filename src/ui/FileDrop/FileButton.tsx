import styled from 'styled-components';
import { visuallyHidden } from '@ui/VisuallyHidden';

/**
 * A label drawn as a secondary button around its file input:
 * `<FileButton><input type="file" />Выбрать файл</FileButton>`. A click on the label opens the
 * file chooser; the input is hidden from sight but stays in the tab order, and the label shows its
 * focus ring. A screen may restyle it (`styled(FileButton)`) for a filled look.
 */
export const FileButton = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid var(--color-brand);
  border-radius: var(--radius-control);
  color: var(--color-brand);
  font-weight: var(--font-weight-semibold);
  cursor: pointer;
  &:hover {
    background: var(--color-brand-tint);
  }
  &:has(input:focus-visible) {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
  & input {
    ${visuallyHidden}
  }
`;
