import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CatalogExportSummary } from '@features/api';
import { plural } from '@ui/format';
import { counted, PRODUCTS } from '../import/importJobText';

const Notice = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px;
  border-radius: var(--radius-control);
  background: var(--color-warning-tint);
  & p {
    margin: 0;
  }
  & ul {
    margin: 0;
    padding-left: 20px;
  }
`;

/** An invisible character is named by its code, so the line does not read «» → «». */
const shown = (character: string) =>
  /^[\p{C}\p{Z}]$/u.test(character)
    ? `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
    : character;

export interface ExportReplacementsProps {
  replaced: CatalogExportSummary['replaced'];
  /** The buttons under the list: go on with the stand-ins, or not. */
  children?: ReactNode;
}

/**
 * issue 25 point 5: the characters of the file windows-1251 lacks, what is written instead and in
 * how many products, shown before the download starts, so Excel holds no surprise.
 */
export function ExportReplacements({ replaced, children }: ExportReplacementsProps) {
  const count = replaced.length;
  return (
    <Notice role="region" aria-label="Замены знаков">
      <p>
        В windows-1251 нет {count} {plural(count, ['знака', 'знаков', 'знаков'])} из выгрузки. В
        файле вместо них будет:
      </p>
      <ul>
        {replaced.map(({ character, standIn, products }) => (
          <li key={character}>
            «{shown(character)}» → {standIn ? `«${standIn}»` : 'ничего (знак убирается)'} —{' '}
            {counted(products, PRODUCTS)}
          </li>
        ))}
      </ul>
      <p>Чтобы знаки остались как есть, выберите кодировку UTF-8.</p>
      {children}
    </Notice>
  );
}
