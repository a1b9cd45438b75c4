import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CorporateRequest } from '@features/api';
import { ConsentCheckbox, useConsentBox } from '@features/consent';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { Textarea } from '@ui/Textarea';
import {
  CORPORATE_NAME_MAX,
  CORPORATE_TEXT_MAX,
  corporateRequestOf,
  validateCorporate,
  type CorporateErrors,
  type CorporateValues,
} from './corporateRequest';

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 640px;
  padding: 24px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-xl);
`;

const Contacts = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Message = styled.p`
  margin: 0;
  color: var(--color-error);
  &[data-tone='success'] {
    padding: 24px;
    border-radius: var(--radius-card);
    background: var(--color-success-tint);
    color: var(--color-text);
  }
`;

/** What sending a request came to: the server's thanks, or its Russian error text. */
export type CorporateOutcome = { sent: true; message: string } | { sent: false; error: string };

export interface CorporateFormProps {
  onSubmit: (request: CorporateRequest) => Promise<CorporateOutcome>;
}

const EMPTY: CorporateValues = { name: '', phone: '', email: '', text: '' };

/**
 * The corporate gifts request (POST /api/forms/corporate): a name, a phone or an e-mail and the
 * consent to personal data processing (issue 27 point 5).
 */
export function CorporateForm({ onSubmit }: CorporateFormProps) {
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<CorporateErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const consent = useConsentBox();

  const field = (name: keyof CorporateValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCorporate(values);
    setErrors(found);
    setFailure(null);
    const consented = consent.confirm();
    if (Object.keys(found).length > 0 || !consented) return;
    setSending(true);
    const outcome = await onSubmit(corporateRequestOf(values));
    setSending(false);
    if (outcome.sent) setThanks(outcome.message);
    else setFailure(outcome.error);
  };

  if (thanks) {
    return (
      <Message data-tone="success" role="status">
        {thanks}
      </Message>
    );
  }
  return (
    <Form onSubmit={submit} aria-labelledby={headingId} noValidate>
      <Heading id={headingId}>Заявка на корпоративные подарки</Heading>
      <Input
        label="Имя"
        {...field('name')}
        autoComplete="name"
        maxLength={CORPORATE_NAME_MAX}
        required
      />
      <Contacts>
        <Input
          label="Телефон"
          {...field('phone')}
          type="tel"
          autoComplete="tel"
          hint="Телефон или почта — как вам удобнее"
        />
        <Input label="Электронная почта" {...field('email')} type="email" autoComplete="email" />
      </Contacts>
      <Textarea
        label="Комментарий"
        {...field('text')}
        maxLength={CORPORATE_TEXT_MAX}
        hint="Сколько наборов, к какой дате, нужен ли логотип"
      />
      <ConsentCheckbox {...consent.box} />
      {failure && <Message role="alert">{failure}</Message>}
      <div>
        <Button type="submit" loading={sending}>
          Отправить заявку
        </Button>
      </div>
    </Form>
  );
}
