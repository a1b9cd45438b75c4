import { useLocation } from 'react-router-dom';
import {
  useAddMyAddressMutation,
  useChangeMyPasswordMutation,
  useDeleteMyAddressMutation,
  useGetMyAddressesQuery,
  useGetUserProfileQuery,
  useRequestMyPasswordLinkMutation,
  useSaveMyProfileMutation,
  type ProfileUpdate,
} from '@features/api';
import { errorMessageOf } from '@features/api';
import { passwordResetDoneOf } from '../../passwordResetState';
import type { ProfileValues } from '../../privateValidation';
import { usePersonalTitle } from '../../usePersonalTitle';
import { PrivateDataView } from './PrivateDataView';

/** What a call answered: null when it went through, else the server's words or `fallback`. */
const failureOf = (answer: { error?: unknown }, fallback: string) =>
  'error' in answer && answer.error !== undefined ? errorMessageOf(answer.error, fallback) : null;

// A contact left empty is left out, which removes it; the server keeps at least one of the two.
function profileUpdate({ name, email, phone }: ProfileValues): ProfileUpdate {
  return {
    name: name.trim(),
    ...(email.trim() ? { email: email.trim() } : {}),
    ...(phone.trim() ? { phone: phone.trim() } : {}),
  };
}

/** `/personal/private/`. */
export function PrivateDataScreen() {
  const title = usePersonalTitle('Личные данные');
  const { state } = useLocation();
  const profile = useGetUserProfileQuery();
  const addresses = useGetMyAddressesQuery();
  const [saveProfile] = useSaveMyProfileMutation();
  const [changePassword] = useChangeMyPasswordMutation();
  const [requestPasswordLink] = useRequestMyPasswordLinkMutation();
  const [addAddress] = useAddMyAddressMutation();
  const [deleteAddress] = useDeleteMyAddressMutation();
  const failed = (profile.isError && !profile.data) || (addresses.isError && !addresses.data);

  return (
    <PrivateDataView
      title={title}
      profile={profile.data?.result ?? null}
      addresses={addresses.data?.result ?? null}
      failed={failed}
      onRetry={() => {
        void profile.refetch();
        void addresses.refetch();
      }}
      passwordReset={passwordResetDoneOf(state)}
      onSaveProfile={async (values) =>
        failureOf(
          await saveProfile({ profileUpdate: profileUpdate(values) }),
          'Не удалось сохранить личные данные',
        )
      }
      onChangePassword={async (passwords) =>
        failureOf(await changePassword({ body: passwords }), 'Не удалось сменить пароль')
      }
      onRequestPasswordLink={async () =>
        failureOf(await requestPasswordLink(), 'Не удалось отправить письмо')
      }
      onAddAddress={async (address) =>
        failureOf(await addAddress({ body: { address } }), 'Не удалось сохранить адрес')
      }
      onDeleteAddress={async (addressId) =>
        failureOf(await deleteAddress({ addressId }), 'Не удалось удалить адрес')
      }
    />
  );
}
