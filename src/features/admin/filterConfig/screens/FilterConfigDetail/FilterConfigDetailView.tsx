import { Fragment, useState } from 'react';
import styled from 'styled-components';
import type {
  FilterConfigDetail,
  FilterConfigItem,
  FilterRelation,
  FilterSection,
  StaffChange,
} from '@features/api';
import { Button, type LinkComponent } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { SortableList } from '@ui/SortableList';
import { FilterItemCard } from '../../components/FilterItemCard';
import {
  Block,
  BlockTitle,
  Heading,
  Muted,
  sectionPathsById,
  sectionsInTree,
  StaffChangeLog,
  TextLink,
} from '@features/staffTools';
import { PropertyToggles } from '../../components/PropertyToggles';
import { SectionMarks } from '../../components/SectionMarks';
import { SectionPicker } from '../../components/SectionPicker';
import { describeChange } from '../../changeSummary';
import { DEFAULT_SECTION_ID, filterConfigHref } from '../../sectionOptions';

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Pickers = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 992px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Bound = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
`;

export interface FilterConfigDetailViewProps {
  detail: FilterConfigDetail;
  /** Every section, for the copy and bind selects and this section's marks (empty while loading). */
  sections: readonly FilterSection[];
  /** Which section follows which (the index answer's relations). */
  relations: readonly FilterRelation[];
  /** The items as edited on screen, in their order. */
  items: readonly FilterConfigItem[];
  /** The items differ from the saved ones. */
  dirty: boolean;
  /** A write is under way: its buttons wait. */
  busy: boolean;
  onItemsChange: (items: FilterConfigItem[]) => void;
  onSave: () => void;
  onReset: () => void;
  onCopy: (copySectionId: number) => void;
  /** 0 removes the binding. */
  onBind: (bindSectionId: number) => void;
  onToggleProperty: (propertyId: number, enabled: boolean) => void;
  /** Issue 25 point 6: reverts a change of the history, once staff confirm; none: no «Вернуть». */
  onRevert?: (change: StaffChange) => void;
  linkAs?: LinkComponent;
}

/**
 * `/admin/filter/?sectionId=` (R-FC-2…5): copy and bind, the properties switched on and off, the
 * filter items in their order with their values, save and reset, and the recent changes.
 */
export function FilterConfigDetailView(props: FilterConfigDetailViewProps) {
  const { detail, sections, linkAs } = props;
  const marks = sections.find((section) => section.id === detail.section.id);
  // Issue 25 point 8: sections are named by their paths, «Рисование → Краски».
  const paths = sectionPathsById(sections);
  const sectionName = (id: number) => paths.get(id) ?? `№ ${id}`;
  const propertyName = (code: string) =>
    detail.properties.find((property) => property.CODE === code)?.NAME ?? code;
  return (
    <section aria-labelledby="filter-config-title">
      <TextLink as={linkAs} href={filterConfigHref()}>
        ← Все разделы
      </TextLink>
      <Title>
        <Heading id="filter-config-title">Настройка фильтра: {detail.section.name}</Heading>
        {marks && <SectionMarks {...marks} />}
      </Title>
      {detail.bindSection ? <BoundSection {...props} /> : <Editor {...props} />}
      <Block aria-labelledby="filter-config-changes">
        <BlockTitle id="filter-config-changes">Последние изменения</BlockTitle>
        <StaffChangeLog
          changes={detail.changes}
          describe={(change) => describeChange(change, propertyName, sectionName)}
          emptyText="Настройки раздела ещё не меняли."
          onRevert={props.onRevert}
          reverting={props.busy}
        />
      </Block>
    </section>
  );
}

/** R-FC-3: a bound section shows only the section it follows, and the way to unbind it. */
function BoundSection({ detail, sections, busy, onBind, linkAs }: FilterConfigDetailViewProps) {
  const bound = detail.bindSection!;
  const boundName = sectionPathsById(sections).get(bound.id) ?? bound.name;
  return (
    <Block aria-label="Привязка">
      <Bound>
        <p>
          Раздел привязан к разделу{' '}
          <TextLink as={linkAs} href={filterConfigHref(bound.id)}>
            {boundName}
          </TextLink>
          : в магазине он показывает фильтр этого раздела.
        </p>
        <Button variant="secondary" loading={busy} onClick={() => onBind(DEFAULT_SECTION_ID)}>
          Отвязать
        </Button>
      </Bound>
    </Block>
  );
}

function Editor({
  detail,
  sections,
  relations,
  linkAs,
  items,
  dirty,
  busy,
  onItemsChange,
  onSave,
  onReset,
  onCopy,
  onBind,
  onToggleProperty,
}: FilterConfigDetailViewProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const sectionId = detail.section.id;
  const isDefaults = sectionId === DEFAULT_SECTION_ID;
  const rows = items.map((item) => ({ id: item.UF_PROPERTY_ID, item }));
  // Sections that show this one's filter: it cannot follow another itself (no chains).
  const followerIds = new Set(
    relations
      .filter((relation) => relation.bindSectionId === sectionId)
      .map((relation) => relation.sectionId),
  );
  const followers = sectionsInTree(sections).filter((section) => followerIds.has(section.id));
  const fromDefaults = !isDefaults && items.length > 0 && items.every((item) => item.ID === 0);
  const replace = (changed: FilterConfigItem) =>
    onItemsChange(
      items.map((item) => (item.UF_PROPERTY_ID === changed.UF_PROPERTY_ID ? changed : item)),
    );
  const setItemOpen = (id: number, isOpen: boolean) => {
    const next = new Set(open);
    if (isOpen) next.add(id);
    else next.delete(id);
    setOpen(next);
  };
  return (
    <>
      <Block aria-labelledby="filter-config-section">
        <BlockTitle id="filter-config-section">Раздел</BlockTitle>
        <Pickers>
          <SectionPicker
            label="Скопировать настройки из раздела"
            action="Скопировать"
            sections={sections}
            except={(section) => section.id === sectionId}
            onPick={onCopy}
            busy={busy}
          />
          {!isDefaults && followers.length === 0 && (
            <SectionPicker
              label="Привязать к разделу"
              action="Привязать"
              sections={sections}
              // The shop follows one binding, not a chain: a bound section cannot be a target.
              except={(section) =>
                section.id === sectionId ||
                section.id === DEFAULT_SECTION_ID ||
                section.withRelations
              }
              onPick={onBind}
              busy={busy}
            />
          )}
        </Pickers>
        {followers.length > 0 && (
          <Muted>
            Этот фильтр показывают и привязанные разделы:{' '}
            {followers.map((section, i) => (
              <Fragment key={section.id}>
                {i > 0 && ', '}
                <TextLink as={linkAs} href={filterConfigHref(section.id)}>
                  {section.path}
                </TextLink>
              </Fragment>
            ))}
            . Привязать к другому разделу можно, когда их не останется.
          </Muted>
        )}
      </Block>
      <Block aria-labelledby="filter-config-properties">
        <BlockTitle id="filter-config-properties">Свойства в фильтре</BlockTitle>
        <PropertyToggles properties={detail.properties} onToggle={onToggleProperty} busy={busy} />
      </Block>
      <Block aria-labelledby="filter-config-items">
        <BlockTitle id="filter-config-items">Порядок и значения</BlockTitle>
        {fromDefaults && (
          <Muted>
            У раздела нет своих настроек: показаны настройки «По-умолчанию». Сохраните, чтобы
            завести свои.
          </Muted>
        )}
        {rows.length === 0 ? (
          <EmptyState
            icon="info"
            title="В фильтре нет свойств"
            text="Включите свойства выше или скопируйте настройки другого раздела."
          />
        ) : (
          <SortableList
            label="Свойства фильтра"
            items={rows}
            itemLabel={(row) => row.item.UF_NAME}
            onReorder={(reordered) => onItemsChange(reordered.map((row) => row.item))}
            renderItem={(row) => (
              <FilterItemCard
                item={row.item}
                saved={detail.items.find((item) => item.UF_PROPERTY_ID === row.id)}
                isDefaults={isDefaults}
                open={open.has(row.id)}
                onOpenChange={(isOpen) => setItemOpen(row.id, isOpen)}
                onChange={replace}
              />
            )}
          />
        )}
        <Actions>
          <Button loading={busy} disabled={rows.length === 0} onClick={onSave}>
            Сохранить
          </Button>
          <Button variant="secondary" disabled={!dirty || busy} onClick={onReset}>
            Сбросить
          </Button>
        </Actions>
      </Block>
    </>
  );
}
