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

/** The page's words: a forgotten password, or the first one of an account made at checkout. */
const WORDS = {
  reset: {
    title: 'Восстановление пароля',
    form: 'Задать новый пароль',
    lead: 'Придумайте новый пароль: после сохранения вы войдёте в личный кабинет.',
  },
  first: {
    title: 'Пароль для личного кабинета',
    form: 'Задать пароль',
    lead: 'Придумайте пароль: после сохранения вы войдёте в личный кабинет, а дальше сможете входить по почте и паролю.',
  },
} as const;

export interface PasswordResetViewProps {
  /** The link of an account made at checkout, which never had a password (issue 26 point 5). */
  first?: boolean;
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
  first = false,
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
  const words = WORDS[first ? 'first' : 'reset'];
  return (
    <section>
      <PageTitle title={words.title} />
      {error && (
        <Notice tone="error" title={error}>
          <div>
            <Button variant="secondary" size="s" onClick={onRequestNewLink}>
              Запросить новую ссылку
            </Button>
          </div>
        </Notice>
      )}
      <Form noValidate onSubmit={submit} aria-label={words.form}>
        <Lead>{words.lead}</Lead>
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
