import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { AUTH_TEXTS } from '../../authTexts';
import { validateForgotPassword, type ForgotPasswordValues } from '../../authValidation';
import { useValidatedForm } from '../../useValidatedForm';
import { FormStack, ServerError } from './FormParts';

const Heading = styled.h3`
  margin: 0;
  font-size: var(--font-size-md);
`;

const Lead = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

const Sent = styled.div`
  display: grid;
  gap: 16px;
  & > p {
    margin: 0;
    padding: 10px 12px;
    border-radius: var(--radius-control);
    background: var(--color-success-tint);
  }
`;

export interface ForgotPasswordFormProps {
  /** Asks for the link (POST /api/user/password/forgot) with a valid e-mail. */
  onSubmit: (values: ForgotPasswordValues) => void;
  pending?: boolean;
  /** The server's message after a refused call (too many attempts). */
  error?: string | null;
  /** The server took the request: the answer that never says whether the address is known. */
  sent?: boolean;
  /** Back to the sign-in form. */
  onBack: () => void;
}

/** 'Забыли пароль?' (issue 15 point 6): an e-mail, then the same answer for any address. */
export function ForgotPasswordForm({
  onSubmit,
  pending = false,
  error,
  sent = false,
  onBack,
}: ForgotPasswordFormProps) {
  const { textField, submit } = useValidatedForm<ForgotPasswordValues>(
    { email: '' },
    validateForgotPassword,
    onSubmit,
  );
  const back = useRef<HTMLButtonElement>(null);
  // The form that had the focus is gone once the answer is shown.
  useEffect(() => {
    if (sent) back.current?.focus();
  }, [sent]);

  if (sent)
    return (
      <Sent role="status">
        <p>{AUTH_TEXTS.forgotSent}</p>
        <Button ref={back} variant="secondary" fullWidth onClick={onBack}>
          {AUTH_TEXTS.backToSignIn}
        </Button>
      </Sent>
    );
  return (
    <FormStack noValidate onSubmit={submit} aria-label={AUTH_TEXTS.forgotTitle}>
      <Heading>{AUTH_TEXTS.forgotTitle}</Heading>
      <Lead>{AUTH_TEXTS.forgotLead}</Lead>
      <Input
        label={AUTH_TEXTS.email}
        {...textField('email')}
        type="email"
        autoComplete="email"
        autoFocus
      />
      <ServerError message={error} />
      <Button type="submit" fullWidth loading={pending}>
        {AUTH_TEXTS.forgotSubmit}
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack}>
        {AUTH_TEXTS.backToSignIn}
      </Button>
    </FormStack>
  );
}
