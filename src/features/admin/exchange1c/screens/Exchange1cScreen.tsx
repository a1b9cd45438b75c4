import { useMemo, useState } from 'react';
import { errorMessageOf, type Exchange1CImport, type Exchange1CSettingsData } from '@features/api';
import {
  Heading,
  Muted,
  NarrowPage,
  StaffHistory,
  UnsavedChangesGuard,
} from '@features/staffTools';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';
import { AccountsCard } from '../components/AccountsCard';
import { ExchangeAddress } from '../components/ExchangeAddress';
import { ImportsList } from '../components/ImportsList';
import { SettingsForm } from '../components/SettingsForm';
import { describeExchangeChange } from '../exchangeChanges';
import {
  useGetAdminExchange1CImportsQuery,
  useGetAdminExchange1CSettingsQuery,
  useSaveAdminExchange1CAccountMutation,
  useSaveAdminExchange1CSettingsMutation,
} from '../exchange1cApi';
import { draftOf, isDirty, settingsOf } from '../settingsForm';

/** How often the list follows an import 1C is still driving. */
const RUNNING_POLL_MS = 3000;
const RETRY_TEXT = 'Проверьте связь и попробуйте ещё раз.';

/**
 * `/admin/exchange-1c/` (issue 28 point 3): the exchanges 1C ran, the settings, the accounts with
 * the exchange right and the history of their changes.
 */
export function Exchange1cScreen() {
  const [poll, setPoll] = useState(0);
  const imports = useGetAdminExchange1CImportsQuery(undefined, { pollingInterval: poll });
  const list = imports.data?.imports;
  const running =
    list?.some((i: Exchange1CImport) => i.status === 'checking' || i.status === 'writing') ?? false;
  if ((running ? RUNNING_POLL_MS : 0) !== poll) setPoll(running ? RUNNING_POLL_MS : 0);
  const settings = useGetAdminExchange1CSettingsQuery();

  const intro = (
    <>
      <Heading>Обмен с 1С</Heading>
      <Muted>
        1С выгружает на сайт каталог, цены и остатки по протоколу CommerceML 2, как в 1С-Битрикс.
      </Muted>
    </>
  );
  const failed = imports.isError ? imports.error : settings.isError ? settings.error : null;
  if (!list || !settings.data)
    return (
      <NarrowPage>
        {intro}
        {failed ? (
          <ErrorState
            title="Не удалось загрузить обмен с 1С"
            text={errorMessageOf(failed, RETRY_TEXT)}
            onRetry={() => {
              if (imports.isError) void imports.refetch();
              if (settings.isError) void settings.refetch();
            }}
            retrying={imports.isFetching || settings.isFetching}
          />
        ) : (
          <Spinner size="l" label="Загружаем обмен с 1С" />
        )}
      </NarrowPage>
    );
  return (
    <NarrowPage>
      {intro}
      <ExchangeAddress url={settings.data.exchangeUrl} />
      <ImportsList imports={list} />
      <Settings data={settings.data} />
    </NarrowPage>
  );
}

/** The settings form, the accounts and the history, from the stored settings. */
function Settings({ data }: { data: Exchange1CSettingsData }) {
  const stored = useMemo(() => draftOf(data.settings, data.priceTypes), [data]);
  const [draft, setDraft] = useState(stored);
  // What the server answers (first load, a save) is what the form edits from then on.
  const [base, setBase] = useState(stored);
  if (base !== stored) {
    setBase(stored);
    setDraft(stored);
  }
  const [save, saving] = useSaveAdminExchange1CSettingsMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saveAccount] = useSaveAdminExchange1CAccountMutation();
  const [accountSaving, setAccountSaving] = useState<string | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);

  const submit = async () => {
    setSaveError(null);
    setSaved(false);
    try {
      await save({ exchange1CSettings: settingsOf(draft) }).unwrap();
      setSaved(true);
    } catch (error) {
      setSaveError(errorMessageOf(error, 'Не удалось сохранить! Попробуйте ещё раз.'));
    }
  };
  const changeAccount = async (email: string, allowed: boolean) => {
    setAccountError(null);
    setAccountSaving(email);
    try {
      await saveAccount({ exchange1CAccountSave: { email, allowed } }).unwrap();
      return true;
    } catch (error) {
      setAccountError(errorMessageOf(error, 'Не удалось сохранить! Попробуйте ещё раз.'));
      return false;
    } finally {
      setAccountSaving(null);
    }
  };

  const dirty = isDirty(draft, stored);
  const listNames = new Map(data.priceLists.map((list) => [list.id, list.name]));
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <SettingsForm
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setSaved(false);
        }}
        priceTypes={data.priceTypes}
        priceLists={data.priceLists}
        onSave={() => void submit()}
        dirty={dirty}
        saving={saving.isLoading}
        saveError={saveError}
        saved={saved}
      />
      <AccountsCard
        accounts={data.accounts}
        canManage={data.canManageAccounts}
        onSave={changeAccount}
        saving={accountSaving}
        error={accountError}
      />
      <StaffHistory
        id="exchange-1c-history"
        tool="exchange-1c"
        describe={(change) =>
          describeExchangeChange(change, (id) => listNames.get(id) ?? `№ ${id}`)
        }
        emptyText="Настройки обмена и права ещё не меняли."
      />
    </>
  );
}
