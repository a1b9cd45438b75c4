import { CmsPage, type PageRendererProps } from '@features/page';
import { PhotoKitSection } from '../../components/PhotoKitSection';

/**
 * The renderer of page type `photo` (spec §2, the photo page): the editors' texts as any CMS page
 * shows them, then the constructor (issue 16).
 */
export function PhotoOrderScreen({ page }: PageRendererProps) {
  return (
    <>
      <CmsPage page={page} />
      <PhotoKitSection />
    </>
  );
}
