import styled from 'styled-components';
import type { FilterConfigIndex } from '@features/api';
import type { LinkComponent } from '@ui/Button';
import {
  Block,
  BlockTitle,
  Heading,
  Muted,
  sectionPathsById,
  TextLink,
} from '@features/staffTools';
import { SectionMarks } from '../../components/SectionMarks';
import { SectionPicker } from '../../components/SectionPicker';
import { filterConfigHref } from '../../sectionOptions';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 8px 12px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-control);
  background: var(--color-surface);
`;

export interface FilterConfigIndexViewProps {
  index: FilterConfigIndex;
  /** The Go button: open the chosen section's settings. */
  onGo: (sectionId: number) => void;
  linkAs?: LinkComponent;
}

/**
 * `/admin/filter/` (R-FC-1): the tree-like section select with 'По-умолчанию' and a Go button,
 * and the sections that already have settings or a binding, as links.
 */
export function FilterConfigIndexView({ index, onGo, linkAs }: FilterConfigIndexViewProps) {
  // Issue 25 point 8: a section is named by its path, «Рисование → Краски».
  const paths = sectionPathsById(index.allSections);
  return (
    <section aria-labelledby="filter-config-title">
      <Heading id="filter-config-title">Настройка фильтра</Heading>
      <SectionPicker label="Раздел" action="Перейти" sections={index.allSections} onPick={onGo} />
      <Block aria-labelledby="filter-config-configured">
        <BlockTitle id="filter-config-configured">Разделы с настройками и привязками</BlockTitle>
        {index.sections.length === 0 ? (
          <Muted>Пока ни у одного раздела нет своих настроек: везде фильтр «По-умолчанию».</Muted>
        ) : (
          <List>
            {index.sections.map((section) => (
              <Row key={section.id}>
                <TextLink as={linkAs} href={filterConfigHref(section.id)}>
                  {paths.get(section.id) ?? section.name}
                </TextLink>
                <SectionMarks {...section} />
              </Row>
            ))}
          </List>
        )}
      </Block>
    </section>
  );
}
