import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Drawer } from '@ui/Drawer';
import type { MenuItem, Phone } from '@features/api';
import { LAYOUT_TEXTS } from '../../layoutTexts';
import { CityButton } from '../CityChooser/CityButton';
import { TopMenu } from '../Header/TopMenu';
import { PhoneNumber } from '../PhoneNumber';
import { CatalogMenuEntry } from './CatalogMenuEntry';
import { withoutRepeats } from './withoutRepeats';

const List = styled.ul`
  margin: 0;
  padding: 8px 0;
  list-style: none;
  & + & {
    border-top: 1px solid var(--color-border);
  }
`;

const Contacts = styled.div`
  display: grid;
  gap: 8px;
  padding: 16px 20px 24px;
  border-top: 1px solid var(--color-border);
  background: var(--color-surface-muted);
`;

export interface MobileCatalogMenuViewProps {
  open: boolean;
  onClose: () => void;
  /** /api/menu/catalogAdditional: photo products, New Year, corporate gifts, certificates, discounts. */
  additional: readonly MenuItem[];
  /** /api/menu/catalog: the sections tree. */
  catalog: readonly MenuItem[];
  /** /api/menu/topmost, which the narrow header has no room for. */
  topMenu: readonly MenuItem[];
  city: string | null;
  phone: Phone | null;
  onChooseCity: () => void;
}

/**
 * The slide-out catalogue menu of mobiles and tablets (R-LAYOUT-3). It is a Drawer, so opening it
 * locks page scroll (R-NAV-3). Following a link closes it.
 */
export function MobileCatalogMenuView({
  open,
  onClose,
  additional,
  catalog,
  topMenu,
  city,
  phone,
  onChooseCity,
}: MobileCatalogMenuViewProps) {
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href^="/"]')) onClose();
  };
  return (
    <Drawer open={open} onClose={onClose} title={LAYOUT_TEXTS.catalog}>
      <div onClick={closeOnLink}>
        <nav aria-label={LAYOUT_TEXTS.catalog}>
          <List>
            {additional.map((item) => (
              <CatalogMenuEntry key={item.link} item={item} />
            ))}
          </List>
          <List>
            {withoutRepeats(catalog, additional).map((item) => (
              <CatalogMenuEntry key={item.link} item={item} />
            ))}
          </List>
        </nav>
        <TopMenu items={topMenu} label={LAYOUT_TEXTS.topMenu} direction="column" />
      </div>
      <Contacts>
        <CityButton city={city} onClick={onChooseCity} />
        <PhoneNumber phone={phone} />
      </Contacts>
    </Drawer>
  );
}
