import { useGetCatalogMenuQuery, useGetTopmostMenuQuery } from '@features/api';
import { useShopContext } from '../../hooks/useShopContext';
import { FooterView } from './FooterView';

/** The shop footer wired to the menus, the current city and its phone (R-LOC-3). */
export function Footer() {
  const { location, phone } = useShopContext();
  const { data: catalog } = useGetCatalogMenuQuery();
  const { data: topMenu } = useGetTopmostMenuQuery();
  return (
    <FooterView
      catalog={catalog?.result ?? []}
      topMenu={topMenu?.result ?? []}
      city={location?.name ?? null}
      phone={phone}
      year={new Date().getFullYear()}
    />
  );
}
