import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import type { UserProfile } from '@features/api';
import { formatPhone } from '@shared';
import { useValidatedForm } from '@features/auth';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { validateProfile, type ProfileValues } from '../../privateValidation';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

export interface ProfileFormProps {
  profile: UserProfile;
  /** Saves; resolves with the server's error text (the e-mail is taken...), or null when saved. */
  onSave: (values: ProfileValues) => Promise<string | null>;
}

/** Name, e-mail and phone (issue 15 point 5: saveMyProfile). */
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const save = async (values: ProfileValues) => {
    setSaving(true);
    setMessage(null);
    const failure = await onSave(values);
    setSaving(false);
    setMessage(
      failure
        ? { tone: 'error', title: failure }
        : { tone: 'success', title: 'Личные данные сохранены' },
    );
  };
  const { textField, submit } = useValidatedForm<ProfileValues>(
    // The stored «+79123456789» shown as a shopper writes it (issue 26 point 8).
    { name: profile.name, email: profile.email ?? '', phone: formatPhone(profile.phone ?? '') },
    validateProfile,
    (values) => void save(values),
  );
  return (
    <Form noValidate onSubmit={submit} aria-label="Контактные данные">
      <Input label="Имя" {...textField('name')} autoComplete="name" />
      <Input
        label="Электронная почта"
        {...textField('email')}
        type="email"
        autoComplete="email"
        hint="Для входа, писем о заказах и рассылок"
      />
      <Input label="Телефон" {...textField('phone')} type="tel" autoComplete="tel" />
      {message && <Notice {...message} />}
      <div>
        <Button type="submit" loading={saving}>
          Сохранить
        </Button>
      </div>
    </Form>
  );
}
