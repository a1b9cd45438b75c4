import styled from 'styled-components';
import type { FilterSeoItem, FilterSeoProperty } from '@features/api';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Collapse } from '@ui/Collapse';
import { Field, Input } from '@ui/Input';
import { NativeSelect } from '@ui/Select';
import {
  DESCRIPTION_LIMIT,
  landingPreview,
  previewValues,
  SAMPLE_MIN_PRICE,
  TITLE_LIMIT,
} from '../landingPreview';
import { ReplacesEditor } from './ReplacesEditor';
import { Muted } from '@features/staffTools';
import { TemplateField } from './TemplateField';
import { TokensHelp } from './TokensHelp';

const Body = styled.div`
  display: grid;
  gap: 16px;
`;

const Fields = styled.div`
  display: grid;
  align-items: start;
  gap: 12px 16px;
  @media (min-width: 720px) {
    grid-template-columns: 2fr 2fr 1fr;
  }
`;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
`;

const TemplatesTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  font-size: var(--font-size-md);
`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--color-error);
  font-weight: 600;
`;

const Sort = styled.output`
  display: block;
  padding: 10px 0;
`;

export interface SeoItemCardProps {
  item: FilterSeoItem;
  /** The item's place in the list: UF_SORT as it will be saved (spec §5: steps of 10). */
  sort: number;
  /** The url's properties, for the property select (another item's property is not offered). */
  properties: readonly FilterSeoProperty[];
  /** The '/' item has no defaults to take (UF_USE_DEFAULT is for a section's url). */
  isDefault: boolean;
  /** The section whose name the preview inserts for #SECTION_NAME#. */
  sectionName: string;
  /** Says which section the preview shows ('/' has none of its own, so it shows an example). */
  sectionNote: string;
  /** The value the preview shows (a key of ALL_VALUES); the first value when unset. */
  previewValue?: string;
  onPreviewValueChange: (key: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (item: FilterSeoItem) => void;
  /** Saves this item alone (issue 25 point 9). */
  onSave: () => void;
  /** This item's save is under way. */
  saving?: boolean;
  /** Another save or a reload is under way: this save waits. */
  busy: boolean;
  /** Why the item was not saved (an empty new item), shown at the top of its body. */
  error?: string;
}

/**
 * One SEO item of a url (R-SEO-2, R-SEO-5): every field of spec §3 with Russian labels, and beside
 * each template the landing text it makes for a real value of the property (issue 12 point 3).
 */
export function SeoItemCard(props: SeoItemCardProps) {
  const { item, sort, isDefault, open, onOpenChange, onChange, onSave, busy, error } = props;
  const { saving = false } = props;
  const name = item.NAME || `№ ${item.UF_PROPERTY_ID}`;
  const usesDefault = !isDefault && item.UF_USE_DEFAULT;
  const flag = (
    field: 'UF_ACTIVE' | 'UF_USE_DEFAULT' | 'UF_RE_LINK' | 'UF_TO_LOWER_CASE',
    label: string,
  ) => (
    <Checkbox
      label={label}
      checked={item[field]}
      onChange={(event) => onChange({ ...item, [field]: event.target.checked })}
    />
  );
  return (
    <Collapse
      title={name}
      open={open}
      onOpenChange={onOpenChange}
      actions={
        <Button
          size="s"
          variant="secondary"
          loading={saving}
          disabled={busy && !saving}
          onClick={onSave}
          aria-label={`Сохранить «${name}»`}
        >
          Сохранить
        </Button>
      }
    >
      <Body>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Fields>
          <Input
            label="Название"
            value={item.NAME}
            onChange={(event) => onChange({ ...item, NAME: event.target.value })}
          />
          <PropertySelect {...props} />
          <Field id={`seo-sort-${item.UF_PROPERTY_ID}`} label="Сортировка" hint="По месту в списке">
            <Sort id={`seo-sort-${item.UF_PROPERTY_ID}`}>{sort}</Sort>
          </Field>
        </Fields>
        <Flags>
          {flag('UF_ACTIVE', 'Теги (ссылки на посадочные)')}
          {flag('UF_RE_LINK', 'Перелинковка')}
          {flag('UF_TO_LOWER_CASE', 'Значение строчными буквами')}
          {!isDefault && flag('UF_USE_DEFAULT', 'Брать настройки «/»')}
        </Flags>
        {usesDefault ? (
          <Muted>Тексты и замены этого свойства берутся из настроек по умолчанию («/»).</Muted>
        ) : (
          <Templates {...props} />
        )}
      </Body>
    </Collapse>
  );
}

function PropertySelect({ item, properties, onChange }: SeoItemCardProps) {
  const id = `seo-property-${item.UF_PROPERTY_ID}`;
  return (
    <Field id={id} label="Свойство">
      <NativeSelect
        id={id}
        value={item.UF_PROPERTY_ID}
        onChange={(event) => {
          const propertyId = Number(event.target.value);
          // Another property's values are not known until the server answers the save.
          onChange({ ...item, UF_PROPERTY_ID: propertyId, ALL_VALUES: {} });
        }}
      >
        {properties.map((property) => (
          <option
            key={property.id}
            value={property.id}
            disabled={property.used && property.id !== item.UF_PROPERTY_ID}
          >
            {property.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

function Templates({
  item,
  properties,
  sectionName,
  sectionNote,
  previewValue,
  onPreviewValueChange,
  onChange,
}: SeoItemCardProps) {
  const values = previewValues(item.ALL_VALUES);
  const chosen = values.find(([key]) => key === previewValue) ?? values[0];
  const value = chosen?.[1];
  const propertyName =
    properties.find((property) => property.id === item.UF_PROPERTY_ID)?.name ?? item.NAME;
  const texts = value ? landingPreview(item, { sectionName, propertyName, value }) : undefined;
  const meta = (field: 'H1' | 'TITLE' | 'DESCRIPTION') => (template: string) =>
    onChange({ ...item, UF_META: { ...item.UF_META, [field]: template } });
  const selectId = `seo-value-${item.UF_PROPERTY_ID}`;
  return (
    <>
      <TemplatesTitle>
        Шаблоны посадочных страниц <TokensHelp />
      </TemplatesTitle>
      {value ? (
        <Field
          id={selectId}
          label="Значение для предпросмотра"
          hint={`${sectionNote}; цены для примера: от ${SAMPLE_MIN_PRICE} ₽`}
        >
          <NativeSelect
            id={selectId}
            value={chosen![0]}
            onChange={(event) => onPreviewValueChange(event.target.value)}
          >
            {values.map(([key, option]) => (
              <option key={key} value={key}>
                {option.NAME} ({option.COUNT})
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : (
        <Muted>Значения свойства появятся в предпросмотре после сохранения.</Muted>
      )}
      <TemplateField
        label="H1"
        template={item.UF_META.H1}
        onChange={meta('H1')}
        preview={texts?.h1}
      />
      <TemplateField
        label="Title"
        template={item.UF_META.TITLE}
        onChange={meta('TITLE')}
        preview={texts?.title}
        limit={TITLE_LIMIT}
      />
      <TemplateField
        label="Description"
        template={item.UF_META.DESCRIPTION}
        onChange={meta('DESCRIPTION')}
        preview={texts?.description}
        limit={DESCRIPTION_LIMIT}
        multiline
      />
      <ReplacesEditor
        name={item.NAME}
        replaces={item.UF_REPLACES}
        onChange={(replaces) => onChange({ ...item, UF_REPLACES: replaces })}
      />
    </>
  );
}
