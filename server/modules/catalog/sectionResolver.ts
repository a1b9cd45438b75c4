import type { PageRoute } from '../page';
import type { CatalogIndex } from './catalogIndex';
import { sectionPage } from './sectionPage';

/** spec §2: the gift certificates have their own page (type giftCertificates). */
const GIFT_CERTIFICATES_URL = '/shop/podarochnye-sertifikaty/';

const isCataloguePath = (path: string) =>
  path.startsWith('/shop/') && path !== GIFT_CERTIFICATES_URL;

// `/shop/`, `/shop/{sectionCode}/` and `/shop/{sectionCode}/{propertyCode}-{valueSlug}/`
// (docs/catalog.md); section codes are unique, so one segment names a section. Each page reads the
// snapshot of the app's own index that serves when it starts.
export const sectionPages = (index: CatalogIndex): PageRoute[] => [
  {
    type: 'section',
    matches: isCataloguePath,
    resolve: async (context) => {
      const snapshot = index.current();
      const current = () => index.current();
      const [, code, landingSegment, ...deeper] = context.path.split('/').filter(Boolean);
      if (deeper.length > 0) return null;
      if (code === undefined) return sectionPage(context, snapshot, { section: null }, current);
      const section = snapshot.sectionByCode.get(code);
      if (!section?.active) return null;
      return sectionPage(context, snapshot, { section, landingSegment }, current);
    },
  },
];
