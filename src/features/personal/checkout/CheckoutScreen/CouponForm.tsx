import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import type { BasketCoupon } from '@features/api';
import { CodeForm } from './CodeForm';

const Applied = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: 8px 0 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

export interface CouponFormProps {
  coupons: BasketCoupon[];
  /** The server's message when the last coupon was refused. */
  error?: string | null;
  busy?: boolean;
  onApply: (coupon: string) => void;
  onRemove: (coupon: string) => void;
}

/** The coupon field and the coupons already applied, each removable. */
export function CouponForm({ coupons, error, busy = false, onApply, onRemove }: CouponFormProps) {
  const [coupon, setCoupon] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = coupon.trim();
    if (code) onApply(code);
  };
  return (
    <div>
      <CodeForm onSubmit={submit}>
        <Input
          label="Купон"
          value={coupon}
          onChange={(event) => setCoupon(event.target.value)}
          error={error ?? undefined}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" loading={busy} disabled={!coupon.trim()}>
          Применить
        </Button>
      </CodeForm>
      {coupons.length > 0 && (
        <Applied aria-label="Применённые купоны">
          {coupons.map(({ coupon: code }) => (
            <li key={code}>
              <Button
                variant="ghost"
                size="s"
                iconEnd="close"
                aria-label={`Убрать купон ${code}`}
                onClick={() => onRemove(code)}
              >
                {code}
              </Button>
            </li>
          ))}
        </Applied>
      )}
      {/* issue 26 point 1: a coupon never discounts gift certificates, and says so */}
      {coupons
        .filter((coupon) => coupon.note)
        .map(({ coupon: code, note }) => (
          <Note key={code} role="note">
            Купон {code}: {note}
          </Note>
        ))}
    </div>
  );
}
