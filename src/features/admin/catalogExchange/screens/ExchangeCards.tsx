import type { ReactNode } from 'react';
import type { CatalogExchangeData } from '@features/api';
import { ColumnsCard } from '../components/ColumnsCard';
import { Cards } from '../components/exchangeStyles';
import { ExportCard } from '../components/ExportCard';
import { SectionPropertiesCard } from '../components/SectionPropertiesCard';
import { SectionsCard } from '../components/SectionsCard';
import { SharedPropertiesCard } from '../components/SharedPropertiesCard';
import type { SaveFile } from '../exportDownload';
import { useExchangeScreen } from '../useExchangeScreen';

export interface ExchangeCardsProps {
  data: CatalogExchangeData;
  /** The user may bind properties to sections (R-ROLE-1). */
  admin: boolean;
  /** The import card, last (spec §2). */
  importCard?: ReactNode;
  saveFile?: SaveFile;
}

/** The exchange's cards in the spec's order, sharing one choice (useExchangeScreen). */
export function ExchangeCards({ data, admin, importCard, saveFile }: ExchangeCardsProps) {
  const screen = useExchangeScreen(data, admin);
  return (
    <Cards>
      <SectionsCard {...screen.sections} />
      <SectionPropertiesCard {...screen.sectionProperties} />
      <SharedPropertiesCard {...screen.sharedProperties} />
      <ColumnsCard {...screen.parameters} />
      <ColumnsCard {...screen.catalog} />
      <ExportCard choice={screen.exportChoice} saveFile={saveFile} />
      {importCard}
    </Cards>
  );
}
