import styled from 'styled-components';
import type { FilterSection } from '@features/api';
import { Badge } from '@ui/Badge';

const Marks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

export type SectionMarksProps = Pick<FilterSection, 'withSettings' | 'withRelations'>;

/** R-FC-1: 'есть настройки' and 'есть привязка' beside a section's name. */
export function SectionMarks({ withSettings, withRelations }: SectionMarksProps) {
  if (!withSettings && !withRelations) return null;
  return (
    <Marks>
      {withSettings && <Badge tone="new">есть настройки</Badge>}
      {withRelations && <Badge tone="gift">есть привязка</Badge>}
    </Marks>
  );
}
