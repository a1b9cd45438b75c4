import styled from 'styled-components';
import { Icon } from '@ui/Icon';
import type { Phone } from '@features/api';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: var(--color-text);
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
  font-variant-numeric: tabular-nums;
  &:hover {
    color: var(--color-brand);
  }
`;

export interface PhoneNumberProps {
  /** The city's phone (spec §3: value as shown, normalized for dialling); nothing while unknown or empty. */
  phone: Phone | null;
}

/** The shop's phone for the chosen city, as a tel: link (R-LOC-3: it follows the city). */
export function PhoneNumber({ phone }: PhoneNumberProps) {
  if (!phone?.value) return null;
  return (
    <Link href={`tel:${phone.normalized}`}>
      <Icon name="phone" size={16} />
      {phone.value}
    </Link>
  );
}
