import styled from 'styled-components';
import { useScrollY } from '@ui/hooks';
import { down, up } from '@ui/tokens';
import type { MenuItem, Phone } from '@features/api';
import { LAYOUT_TEXTS } from '../../layoutTexts';
import { CityButton } from '../CityChooser/CityButton';
import { PhoneNumber } from '../PhoneNumber';
import { BasketIcon } from './BasketIcon';
import { CatalogLink, CatalogMenuButton } from './CatalogButton';
import { FavoritesIcon } from './FavoritesIcon';
import { Logo } from './Logo';
import { ProfileMenu, type ProfileMenuProps } from './ProfileMenu';
import { SearchBox } from './SearchBox';
import { TopMenu } from './TopMenu';

/** Height of the desktop top bar (city, top menu, phone), which scrolls away above the sticky row. */
const HEADER_TOP_BAR_PX = 40;

// R-LAYOUT-9: the header sticks with its main row at the top of the window (the top bar scrolls
// away: a negative `top` as tall as the bar); once scrolled past the bar it gets slimmer and a shadow.
const Root = styled.header`
  position: sticky;
  top: -${HEADER_TOP_BAR_PX}px;
  z-index: var(--z-sticky);
  border-bottom: 1px solid var(--color-border);
  background: var(--color-surface);
  transition: box-shadow 150ms;
  &[data-sticky='true'] {
    box-shadow: var(--shadow-hover);
  }
  ${down('lg')} {
    top: 0;
  }
`;

const Inner = styled.div`
  max-width: 1530px;
  margin: 0 auto;
  padding: 0 16px;
  ${up('lg')} {
    padding: 0 24px;
  }
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  height: ${HEADER_TOP_BAR_PX}px;
  border-bottom: 1px solid var(--color-border);
  & > nav {
    flex: 1;
    min-width: 0;
    height: 100%;
    overflow: hidden;
  }
  & > button {
    flex: 0 1 220px;
  }
  ${down('lg')} {
    display: none;
  }
`;

const MainBar = styled.div`
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr) auto;
  grid-template-areas: 'logo catalog search actions';
  align-items: center;
  gap: 16px 24px;
  padding: 16px 0;
  transition: padding 150ms;
  [data-sticky='true'] & {
    padding: 8px 0;
  }
  ${down('lg')} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas:
      'menu logo actions'
      'search search search';
    gap: 8px;
    padding: 8px 0;
  }
`;

const LogoArea = styled.div`
  grid-area: logo;
  min-width: 0;
`;

const SearchArea = styled.div`
  grid-area: search;
  min-width: 0;
`;

// R-LAYOUT-3: the desktop 'Каталог' link or the mobile burger, chosen by width in CSS (no flash
// before JS knows the width). Hidden areas are display: none, so they leave no implicit grid track.
const CatalogArea = styled.div`
  grid-area: catalog;
  ${down('lg')} {
    display: none;
  }
`;

const MenuArea = styled.div`
  grid-area: menu;
  ${up('lg')} {
    display: none;
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: 4px;
`;

export interface HeaderViewProps extends ProfileMenuProps {
  /** /api/menu/topmost (R-LAYOUT-2). */
  topMenu: readonly MenuItem[];
  /** Favorite products (R-LAYOUT-7). */
  favoritesCount: number;
  /** Basket positions (R-LAYOUT-8). */
  basketCount: number;
  /** The current city's name, null while unknown. */
  city: string | null;
  /** The current city's phone, null while unknown. */
  phone: Phone | null;
  /** The burger (mobile, tablet): opens the slide-out catalogue menu (R-LAYOUT-3). */
  onOpenCatalogMenu: () => void;
  /** The search box: opens the search overlay (R-LAYOUT-4). */
  onOpenSearch: () => void;
  /** The city: opens the city chooser. */
  onChooseCity: () => void;
}

/** The shop header of spec §2 "Layout" (presentational: everything comes in as props). */
export function HeaderView({
  topMenu,
  favoritesCount,
  basketCount,
  city,
  phone,
  user,
  onOpenAuth,
  onLogOut,
  onOpenCatalogMenu,
  onOpenSearch,
  onChooseCity,
}: HeaderViewProps) {
  const sticky = useScrollY() > HEADER_TOP_BAR_PX;
  return (
    <Root data-sticky={sticky}>
      <Inner>
        <TopBar>
          <CityButton city={city} onClick={onChooseCity} />
          <TopMenu items={topMenu} label={LAYOUT_TEXTS.topMenu} />
          <PhoneNumber phone={phone} />
        </TopBar>
        <MainBar>
          <MenuArea>
            <CatalogMenuButton onOpen={onOpenCatalogMenu} />
          </MenuArea>
          <LogoArea>
            <Logo />
          </LogoArea>
          <CatalogArea>
            <CatalogLink />
          </CatalogArea>
          <SearchArea>
            <SearchBox onOpenSearch={onOpenSearch} />
          </SearchArea>
          <Actions>
            <ProfileMenu user={user} onOpenAuth={onOpenAuth} onLogOut={onLogOut} />
            <FavoritesIcon count={favoritesCount} />
            <BasketIcon count={basketCount} />
          </Actions>
        </MainBar>
      </Inner>
    </Root>
  );
}
