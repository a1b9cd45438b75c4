import styled from 'styled-components';
import { up } from '@ui/tokens';
import type { MenuItem, Phone } from '@features/api';
import { RouterLink } from '@features/page';
import { LAYOUT_TEXTS } from '../../layoutTexts';
import { TopMenu } from '../Header/TopMenu';
import { PhoneNumber } from '../PhoneNumber';

const Root = styled.footer`
  margin-top: auto;
  border-top: 1px solid var(--color-border);
  background: var(--color-surface-muted);
`;

const Inner = styled.div`
  display: grid;
  gap: 24px;
  max-width: 1530px;
  margin: 0 auto;
  padding: 32px 16px 24px;
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${up('lg')} {
    padding: 40px 24px 24px;
  }
`;

const Column = styled.section`
  min-width: 0;
  & ul {
    flex-direction: column;
    gap: 0;
  }
`;

const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: var(--font-size-md);
`;

const Contacts = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  & > p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Copyright = styled.p`
  margin: 0;
  padding: 16px;
  border-top: 1px solid var(--color-border);
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  text-align: center;
`;

export interface FooterViewProps {
  /** Top-level catalogue sections (/api/menu/catalog, without their children). */
  catalog: readonly MenuItem[];
  /** /api/menu/topmost. */
  topMenu: readonly MenuItem[];
  city: string | null;
  phone: Phone | null;
  /** The year in the copyright line. */
  year: number;
}

/** The shop footer (spec §2 Layout, R-LAYOUT-10): menus, contacts with the city's phone, copyright. */
export function FooterView({ catalog, topMenu, city, phone, year }: FooterViewProps) {
  return (
    <Root>
      <Inner>
        <Column>
          <Heading>{LAYOUT_TEXTS.footerCatalog}</Heading>
          <TopMenu items={catalog} label={LAYOUT_TEXTS.footerCatalog} />
        </Column>
        <Column>
          <Heading>{LAYOUT_TEXTS.footerForBuyers}</Heading>
          <TopMenu items={topMenu} label={LAYOUT_TEXTS.footerForBuyers} />
        </Column>
        <Column>
          <Heading>{LAYOUT_TEXTS.footerContacts}</Heading>
          <Contacts>
            {city && <p>{city}</p>}
            <PhoneNumber phone={phone} />
            <RouterLink href="/kontakty/">{LAYOUT_TEXTS.contactsPage}</RouterLink>
          </Contacts>
        </Column>
      </Inner>
      <Copyright>
        © {year} {LAYOUT_TEXTS.shopName} — {LAYOUT_TEXTS.slogan.toLowerCase()}
      </Copyright>
    </Root>
  );
}
