import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { formatPrice } from '@ui/format';
import { CERTIFICATE_TEXTS } from '../checkoutTexts';
import type { AppliedCertificate } from '../certificatePayment';
import { CodeForm } from './CodeForm';

const Applied = styled.div`
  display: grid;
  gap: 4px;
  padding: 12px;
  border-radius: var(--radius-control);
  background: var(--color-sunflower-tint);
  & p {
    margin: 0;
  }
  & strong {
    font-variant-numeric: tabular-nums;
  }
`;

const AppliedHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

export interface CertificateFormProps {
  /** The certificate that pays (a part of) the order; null while none is applied. */
  applied: AppliedCertificate | null;
  /** What it pays of this order (its balance, up to the order's goods and delivery). */
  share?: number;
  /** Why the last code was refused (the server's message). */
  error?: string | null;
  busy?: boolean;
  /** The basket holds certificates only, which a certificate cannot pay for: no field then. */
  certificatesOnly?: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The «Подарочный сертификат» field beside the sums (issue 26 point 1): a code from the
 * certificate's mail is checked by the server, and its balance pays the order wholly or partly;
 * the rest is paid the way the form chooses.
 */
export function CertificateForm({
  applied,
  share = 0,
  error,
  busy = false,
  certificatesOnly = false,
  onApply,
  onRemove,
}: CertificateFormProps) {
  const [code, setCode] = useState('');
  if (certificatesOnly) return <Note>{CERTIFICATE_TEXTS.notForCertificates}</Note>;
  if (applied) {
    const left = Math.round((applied.balance - share) * 100) / 100;
    return (
      <Applied role="status" aria-label={CERTIFICATE_TEXTS.label}>
        <AppliedHead>
          <span>
            {CERTIFICATE_TEXTS.label} <strong>{applied.code}</strong>
          </span>
          <Button
            variant="ghost"
            size="s"
            iconEnd="close"
            aria-label={CERTIFICATE_TEXTS.remove(applied.code)}
            onClick={onRemove}
          >
            Убрать
          </Button>
        </AppliedHead>
        <p>
          {CERTIFICATE_TEXTS.balance}: <strong>{formatPrice(applied.balance)}</strong>
        </p>
        <Note>{CERTIFICATE_TEXTS.pays(formatPrice(share), formatPrice(left))}</Note>
      </Applied>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed) onApply(typed);
  };
  return (
    <CodeForm onSubmit={submit}>
      <Input
        label={CERTIFICATE_TEXTS.label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
        hint={error ? undefined : CERTIFICATE_TEXTS.hint}
        placeholder="HOBBY-XXXX-XXXX-XXXX"
        autoComplete="off"
        maxLength={40}
      />
      <Button
        type="submit"
        variant="secondary"
        loading={busy}
        disabled={!code.trim()}
        aria-label={CERTIFICATE_TEXTS.apply}
      >
        Применить
      </Button>
    </CodeForm>
  );
}
