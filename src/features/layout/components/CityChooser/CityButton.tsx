import styled from 'styled-components';
import { Icon } from '@ui/Icon';
import { LAYOUT_TEXTS } from '../../layoutTexts';

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  max-width: 100%;
  padding: 4px 0;
  border: 0;
  background: none;
  color: var(--color-text);
  font-size: var(--font-size-sm);
  cursor: pointer;
  &:hover {
    color: var(--color-brand);
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    border-bottom: 1px dashed currentColor;
  }
`;

export interface CityButtonProps {
  /** The current city's name; nothing is shown while it is unknown. */
  city: string | null;
  onClick: () => void;
}

/** The current city; a click opens the city chooser. Long names are cut with an ellipsis. */
export function CityButton({ city, onClick }: CityButtonProps) {
  if (!city) return null;
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      aria-label={`${LAYOUT_TEXTS.chooseCity}: ${city}`}
      title={city}
      onClick={onClick}
    >
      <Icon name="location" size={16} />
      <span>{city}</span>
    </Button>
  );
}
