import { useState } from 'react';
import styled from 'styled-components';
import type { FilterSeoDetail, FilterSeoItem, StaffChange } from '@features/api';
import { Button, type LinkComponent } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Field } from '@ui/Input';
import { NativeSelect } from '@ui/Select';
import { SortableList } from '@ui/SortableList';
import { describeSeoChange } from '../../seoChangeSummary';
import { SeoItemCard } from '../../components/SeoItemCard';
import { Block, BlockTitle, Heading, Muted, StaffChangeLog, TextLink } from '@features/staffTools';
import {
  DEFAULT_SEO_URL,
  emptyItemText,
  filterSeoHref,
  isEmptyNewItem,
  newSeoItem,
} from '../../seoItems';

/**
 * '/' belongs to no section, so its preview inserts the name of the demo's biggest section as an
 * example (and says so).
 */
const EXAMPLE_SECTION_NAME = 'Алмазная вышивка';

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 12px;
  > :first-child {
    flex: 1 1 240px;
  }
`;

// Each item also saves from its own header, so these need not follow the scroll.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export interface FilterSeoDetailViewProps {
  detail: FilterSeoDetail;
  /** The items as edited on screen, in their order. */
  items: readonly FilterSeoItem[];
  /** The items differ from the saved ones. */
  dirty: boolean;
  /** A save or a reload is under way: the save buttons wait. */
  busy: boolean;
  /** «Сохранить все» is under way. */
  savingAll?: boolean;
  /** The property of the item whose own save is under way. */
  savingItem?: number | null;
  onItemsChange: (items: FilterSeoItem[]) => void;
  /** Saves the url's items as shown, in their order. */
  onSave: () => void;
  /** Saves this item alone (issue 25 point 9): the others' edits stay pending. */
  onSaveItem: (item: FilterSeoItem) => void;
  onReset: () => void;
  /** Issue 25 point 6: reverts a change of the history, once staff confirm; none: no «Вернуть». */
  onRevert?: (change: StaffChange) => void;
  linkAs?: LinkComponent;
}

/**
 * `/admin/filter-seo/?base_url=` (R-SEO-2, R-SEO-5): the url's items in their order, each with its
 * editor, live preview and save; a property can be added; the url's recent changes below.
 */
export function FilterSeoDetailView(props: FilterSeoDetailViewProps) {
  const { detail, items, dirty, busy, onItemsChange, onSave, onSaveItem, onReset, linkAs } = props;
  const { savingAll = false, savingItem = null } = props;
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  // Empty new items whose save was asked for, by property: each says why it was not saved.
  const [refused, setRefused] = useState<ReadonlySet<number>>(new Set());
  const [previewValue, setPreviewValue] = useState<Record<number, string>>({});
  const isDefault = detail.baseUrl === DEFAULT_SEO_URL;
  const sectionName = detail.section?.name ?? EXAMPLE_SECTION_NAME;
  const sectionNote = detail.section
    ? `Раздел «${sectionName}»`
    : `Раздел для примера — «${sectionName}»`;
  const taken = new Set(items.map((item) => item.UF_PROPERTY_ID));
  const properties = detail.properties.map((property) => ({
    ...property,
    used: taken.has(property.id),
  }));
  const rows = items.map((item) => ({ id: item.UF_PROPERTY_ID, item }));
  const replace = (id: number, changed: FilterSeoItem) => {
    if (refused.has(id)) setRefused(new Set([...refused].filter((other) => other !== id)));
    onItemsChange(items.map((item) => (item.UF_PROPERTY_ID === id ? changed : item)));
  };
  const setItemOpen = (id: number, isOpen: boolean) => {
    const next = new Set(open);
    if (isOpen) next.add(id);
    else next.delete(id);
    setOpen(next);
  };
  /** Empty new items are not sent: they open and say what to fill in. False when any is. */
  const refuseEmpty = (candidates: readonly FilterSeoItem[]) => {
    const empty = candidates.filter(isEmptyNewItem).map((item) => item.UF_PROPERTY_ID);
    if (empty.length === 0) return false;
    setRefused(new Set(empty));
    setOpen(new Set([...open, ...empty]));
    return true;
  };
  const add = (propertyId: number) => {
    const property = properties.find((candidate) => candidate.id === propertyId);
    if (!property) return;
    onItemsChange([...items, newSeoItem(property, detail.baseUrl, (items.length + 1) * 10)]);
    setItemOpen(propertyId, true);
  };
  return (
    <section aria-labelledby="filter-seo-title">
      <TextLink as={linkAs} href={filterSeoHref()}>
        ← Все адреса
      </TextLink>
      <Heading id="filter-seo-title">
        SEO фильтра: {isDefault ? '/ (по умолчанию)' : detail.baseUrl}
      </Heading>
      {detail.section && <Muted>Раздел «{detail.section.name}»</Muted>}
      <Block aria-labelledby="filter-seo-items">
        <BlockTitle id="filter-seo-items">Свойства и тексты посадочных</BlockTitle>
        {rows.length === 0 ? (
          <EmptyState
            icon="info"
            title="У адреса нет своих настроек"
            text="Посадочные страницы раздела берут тексты из настроек «/». Добавьте свойство, чтобы задать свои."
          />
        ) : (
          <SortableList
            label="Свойства SEO адреса"
            items={rows}
            itemLabel={(row) => row.item.NAME}
            onReorder={(reordered) => onItemsChange(reordered.map((row) => row.item))}
            renderItem={(row) => (
              <SeoItemCard
                item={row.item}
                sort={(items.indexOf(row.item) + 1) * 10}
                properties={properties}
                isDefault={isDefault}
                sectionName={sectionName}
                sectionNote={sectionNote}
                previewValue={previewValue[row.id]}
                onPreviewValueChange={(key) => setPreviewValue({ ...previewValue, [row.id]: key })}
                open={open.has(row.id)}
                onOpenChange={(isOpen) => setItemOpen(row.id, isOpen)}
                onChange={(changed) => replace(row.id, changed)}
                onSave={() => {
                  if (!refuseEmpty([row.item])) onSaveItem(row.item);
                }}
                saving={savingItem === row.id}
                busy={busy}
                error={refused.has(row.id) ? emptyItemText(row.item) : undefined}
              />
            )}
          />
        )}
        <AddProperty properties={properties} onAdd={add} />
        <Actions>
          <Button
            loading={savingAll}
            disabled={rows.length === 0 || (busy && !savingAll)}
            onClick={() => {
              if (!refuseEmpty(items)) onSave();
            }}
          >
            Сохранить все
          </Button>
          <Button variant="secondary" disabled={!dirty || busy} onClick={onReset}>
            Сбросить
          </Button>
        </Actions>
      </Block>
      <Block aria-labelledby="filter-seo-changes">
        <BlockTitle id="filter-seo-changes">Последние изменения</BlockTitle>
        <StaffChangeLog
          changes={detail.changes}
          describe={describeSeoChange}
          emptyText="SEO этого адреса ещё не меняли."
          onRevert={props.onRevert}
          reverting={busy}
        />
      </Block>
    </section>
  );
}

function AddProperty({
  properties,
  onAdd,
}: {
  properties: FilterSeoDetail['properties'];
  onAdd: (propertyId: number) => void;
}) {
  const free = properties.filter((property) => !property.used);
  const [chosen, setChosen] = useState<number | null>(null);
  if (free.length === 0) return null;
  const propertyId = free.some((property) => property.id === chosen) ? chosen! : free[0]!.id;
  return (
    <AddRow>
      <Field id="filter-seo-add" label="Добавить свойство">
        <NativeSelect
          id="filter-seo-add"
          value={propertyId}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {free.map((property) => (
            <option key={property.id} value={property.id}>
              {property.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button variant="secondary" iconStart="plus" onClick={() => onAdd(propertyId)}>
        Добавить
      </Button>
    </AddRow>
  );
}
