import type { FormEvent } from 'react';
import styled from 'styled-components';
import { ORDER_STATUS_TITLES, type OrderStatus } from '@shared';
import type { Exchange1CSettingsData } from '@features/api';
import { Block, BlockTitle, ErrorText, Muted } from '@features/staffTools';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Input } from '@ui/Input';
import { Radio } from '@ui/Radio';
import { Select } from '@ui/Select';
import { Toggle } from '@ui/Toggle';
import { fileLimitError, type SettingsDraft } from '../settingsForm';

const STATUSES = Object.keys(ORDER_STATUS_TITLES) as OrderStatus[];

/** The choices for the goods a full upload leaves out, as 1C-Bitrix names the first. */
const MISSING_GOODS_OPTIONS = [
  { value: 'deactivate', label: 'Деактивировать' },
  { value: 'keep', label: 'Оставить как есть' },
] as const satisfies readonly { value: SettingsDraft['missingGoods']; label: string }[];

export interface SettingsFormProps {
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
  /** The 1C price types seen, each with the price list its prices fill. */
  priceTypes: Exchange1CSettingsData['priceTypes'];
  priceLists: Exchange1CSettingsData['priceLists'];
  onSave: () => void;
  dirty: boolean;
  saving: boolean;
  saveError: string | null;
  /** The last save went through and nothing changed since. */
  saved: boolean;
}

/**
 * Issue 28 point 3: the exchange's settings: the archive and the part size init answers 1C, the
 * order statuses whose orders go to 1C, what a full upload does with the goods it leaves out, and
 * the price list each 1C price type fills.
 */
export function SettingsForm({
  draft,
  onChange,
  priceTypes,
  priceLists,
  onSave,
  dirty,
  saving,
  saveError,
  saved,
}: SettingsFormProps) {
  const limitError = fileLimitError(draft.fileLimitMib);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!limitError) onSave();
  };
  const listOptions = [
    { value: '', label: 'Не сопоставлен' },
    ...priceLists.map((list) => ({ value: String(list.id), label: list.name })),
  ];
  return (
    <Block aria-labelledby="exchange-1c-settings-title">
      <BlockTitle id="exchange-1c-settings-title">Настройки</BlockTitle>
      <Form onSubmit={submit} noValidate>
        <Toggle
          checked={draft.zip}
          onChange={(zip) => onChange({ ...draft, zip })}
          disabled={saving}
          label="Принимать файлы одним архивом (zip)"
        />
        <Narrow>
          <Input
            label="Размер части файла, МБ"
            inputMode="decimal"
            value={draft.fileLimitMib}
            onChange={(event) => onChange({ ...draft, fileLimitMib: event.target.value })}
            disabled={saving}
            hint="1С режет файлы больше этого размера на части: от 1 до 100 МБ."
            error={limitError}
          />
        </Narrow>
        <Fieldset>
          <Legend>Какие заказы уходят в 1С</Legend>
          {STATUSES.map((status) => (
            <Checkbox
              key={status}
              label={ORDER_STATUS_TITLES[status]}
              checked={draft.saleStatuses.includes(status)}
              disabled={saving}
              onChange={(event) =>
                onChange({
                  ...draft,
                  saleStatuses: event.target.checked
                    ? [...draft.saleStatuses, status]
                    : draft.saleStatuses.filter((s) => s !== status),
                })
              }
            />
          ))}
        </Fieldset>
        <Fieldset>
          <Legend>Товары, которых нет в полной выгрузке</Legend>
          <Muted>
            Товары из 1С в группах полной выгрузки (не «только изменения»), которых в ней нет.
            Товары, созданные в магазине, выгрузка не трогает.
          </Muted>
          {MISSING_GOODS_OPTIONS.map((option) => (
            <Radio
              key={option.value}
              name="missing-goods"
              value={option.value}
              label={option.label}
              checked={draft.missingGoods === option.value}
              disabled={saving}
              onChange={() => onChange({ ...draft, missingGoods: option.value })}
            />
          ))}
        </Fieldset>
        <Fieldset>
          <Legend>Типы цен 1С</Legend>
          {priceTypes.length === 0 ? (
            <Muted>Типы цен появятся здесь после первой выгрузки цен (offers.xml).</Muted>
          ) : (
            <>
              <Muted>Цены типа без прайс-листа магазина не записываются.</Muted>
              {priceTypes.map((type) => (
                <Narrow key={type.xmlId}>
                  <Select
                    label={`«${type.name}» (Ид ${type.xmlId})`}
                    options={listOptions}
                    value={draft.priceLists[type.xmlId] ?? ''}
                    disabled={saving}
                    onChange={(event) =>
                      onChange({
                        ...draft,
                        priceLists: { ...draft.priceLists, [type.xmlId]: event.target.value },
                      })
                    }
                  />
                </Narrow>
              ))}
            </>
          )}
        </Fieldset>
        <Actions>
          <Button type="submit" disabled={saving} loading={saving}>
            Сохранить настройки
          </Button>
          <span role="status">
            {dirty ? 'Есть несохранённые изменения' : saved ? 'Сохранено' : ''}
          </span>
        </Actions>
        {saveError && <ErrorText role="alert">{saveError}</ErrorText>}
      </Form>
    </Block>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Narrow = styled.div`
  max-width: 420px;
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 8px;
  padding: 0;
  font-weight: var(--font-weight-semibold);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;
