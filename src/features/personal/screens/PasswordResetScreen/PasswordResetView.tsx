import styled from 'styled-components';
import { Button } from '@ui/Button';
import { PageTitle } from '@features/page';
import { useValidatedForm } from '@features/auth';
import { Notice } from '../../components/Notice';
import { validateNewPassword, type NewPasswordValues } from '../../privateValidation';
import { NewPasswordFields } from '../../components/NewPasswordFields';

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 480px;
`;

const Lead = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

export interface PasswordResetViewProps {
  /** Sets the new password (a valid one, typed twice the same). */
  onSubmit: (password: string) => void;
  /** While the call runs, and until the signed-in cabinet opens. */
  pending?: boolean;
  /** The server refused: the link is used or too old. */
  error?: string | null;
  /** Opens the sign-in popup on 'Забыли пароль?', for a new link. */
  onRequestNewLink: () => void;
}

/**
 * The page of the reset link from the e-mail (`/personal/private/?reset={token}`, issue 15 point
 * 6): a new password, typed twice, that signs the shopper in. It works before signing in.
 */
export function PasswordResetView({
  onSubmit,
  pending = false,
  error,
  onRequestNewLink,
}: PasswordResetViewProps) {
  const { textField, submit } = useValidatedForm<NewPasswordValues>(
    { password: '', repeat: '' },
    validateNewPassword,
    ({ password }) => onSubmit(password),
  );
  return (
    <section>
      <PageTitle title="Восстановление пароля" />
      {error && (
        <Notice tone="error" title={error}>
          <div>
            <Button variant="secondary" size="s" onClick={onRequestNewLink}>
              Запросить новую ссылку
            </Button>
          </div>
        </Notice>
      )}
      <Form noValidate onSubmit={submit} aria-label="Задать новый пароль">
        <Lead>Придумайте новый пароль: после сохранения вы войдёте в личный кабинет.</Lead>
        <NewPasswordFields password={textField('password')} repeat={textField('repeat')} />
        <div>
          <Button type="submit" loading={pending}>
            Сохранить пароль
          </Button>
        </div>
      </Form>
    </section>
  );
}
