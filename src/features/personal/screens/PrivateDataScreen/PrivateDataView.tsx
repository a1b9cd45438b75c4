import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState } from '@ui/ErrorState';
import { LoadingBlock } from '@ui/LoadingOverlay';
import type { SavedAddress, UserProfile } from '@features/api';
import { FormSection } from '../../components/FormSection';
import { Notice } from '../../components/Notice';
import { AddressBook, type AddressBookProps } from './AddressBook';
import type { PasswordResetDone } from '../../passwordResetState';
import { PasswordChangeForm, type PasswordChangeFormProps } from './PasswordChangeForm';
import { PasswordLinkRequest, type PasswordLinkRequestProps } from './PasswordLinkRequest';
import { ProfileForm, type ProfileFormProps } from './ProfileForm';

const Sections = styled.div`
  display: grid;
  gap: 24px;
`;

/** Issue 15 point 6: what the private page says after a reset link signed the shopper in. */
const PASSWORD_RESET_DONE: Record<PasswordResetDone, string> = {
  changed: 'Пароль изменён, вы вошли',
  set: 'Пароль задан, вы вошли',
};

export interface PrivateDataViewProps {
  /** Breadcrumbs and H1. */
  title: ReactNode;
  /** The shopper's profile; null until it is loaded. */
  profile: UserProfile | null;
  /** The saved addresses; null until they are loaded. */
  addresses: readonly SavedAddress[] | null;
  failed?: boolean;
  onRetry?: () => void;
  /** The shopper has just set a password from a reset link and is signed in. */
  passwordReset?: PasswordResetDone | null;
  onSaveProfile: ProfileFormProps['onSave'];
  onChangePassword: PasswordChangeFormProps['onChange'];
  /** «Задать пароль» of an account without one (made at checkout). */
  onRequestPasswordLink: PasswordLinkRequestProps['onRequest'];
  onAddAddress: AddressBookProps['onAdd'];
  onDeleteAddress: AddressBookProps['onDelete'];
}

/**
 * `/personal/private/`: name, phone and e-mail, the password change (or, for an account made at
 * checkout, a link that sets the first password: issue 26 point 5) and the saved delivery
 * addresses (issue 15 point 5).
 */
export function PrivateDataView({
  title,
  profile,
  addresses,
  failed = false,
  onRetry,
  passwordReset = null,
  onSaveProfile,
  onChangePassword,
  onRequestPasswordLink,
  onAddAddress,
  onDeleteAddress,
}: PrivateDataViewProps) {
  let body: ReactNode;
  if (failed) body = <ErrorState text="Не удалось загрузить личные данные." onRetry={onRetry} />;
  else if (!profile || !addresses) body = <LoadingBlock label="Загрузка личных данных" />;
  else
    body = (
      <Sections>
        <FormSection title="Контактные данные">
          <ProfileForm profile={profile} onSave={onSaveProfile} />
        </FormSection>
        {profile.hasPassword ? (
          <FormSection title="Смена пароля">
            <PasswordChangeForm onChange={onChangePassword} />
          </FormSection>
        ) : (
          <FormSection title="Задать пароль">
            <PasswordLinkRequest email={profile.email} onRequest={onRequestPasswordLink} />
          </FormSection>
        )}
        <FormSection title="Адреса доставки">
          <AddressBook addresses={addresses} onAdd={onAddAddress} onDelete={onDeleteAddress} />
        </FormSection>
      </Sections>
    );

  return (
    <section>
      {title}
      {passwordReset && <Notice tone="success" title={PASSWORD_RESET_DONE[passwordReset]} />}
      {body}
    </section>
  );
}
