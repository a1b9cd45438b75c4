import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { useValidatedForm } from '@features/auth';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { validatePasswordChange, type PasswordChangeValues } from '../../privateValidation';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

export interface PasswordChangeFormProps {
  /** Changes the password; resolves with the server's error text, or null when changed. */
  onChange: (passwords: { oldPassword: string; newPassword: string }) => Promise<string | null>;
}

const EMPTY: PasswordChangeValues = { oldPassword: '', password: '', repeat: '' };

function Fields({
  saving,
  onValid,
  onOldPasswordEdit,
}: {
  saving: boolean;
  onValid: (values: PasswordChangeValues) => void;
  onOldPasswordEdit: () => void;
}) {
  const { textField, submit } = useValidatedForm(EMPTY, validatePasswordChange, onValid);
  const oldPassword = textField('oldPassword');
  return (
    <Form noValidate onSubmit={submit} aria-label="Смена пароля">
      <Input
        label="Старый пароль"
        {...oldPassword}
        onChange={(event) => {
          oldPassword.onChange(event);
          onOldPasswordEdit();
        }}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields password={textField('password')} repeat={textField('repeat')} />
      <div>
        <Button type="submit" loading={saving}>
          Сменить пароль
        </Button>
      </div>
    </Form>
  );
}

/**
 * The password change (issue 15 point 5): the old password, then the new one twice. The fields
 * empty themselves once the password is changed; a refusal («Неверный старый пароль») goes as
 * soon as the old password is edited (issue 26 point 8).
 */
export function PasswordChangeForm({ onChange }: PasswordChangeFormProps) {
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const [round, setRound] = useState(0);
  const change = async ({ oldPassword, password }: PasswordChangeValues) => {
    setSaving(true);
    setMessage(null);
    const failure = await onChange({ oldPassword, newPassword: password });
    setSaving(false);
    if (failure) return setMessage({ tone: 'error', title: failure });
    setMessage({ tone: 'success', title: 'Пароль изменён' });
    setRound((current) => current + 1);
  };
  return (
    <>
      {message && <Notice {...message} />}
      <Fields
        key={round}
        saving={saving}
        onValid={(values) => void change(values)}
        onOldPasswordEdit={() => setMessage((shown) => (shown?.tone === 'error' ? null : shown))}
      />
    </>
  );
}
