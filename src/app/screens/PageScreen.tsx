import { PageByType, usePageData } from '@features/page';

/** The screen of every route drawn from the page protocol (spec §7 "Page content"). */
export default function PageScreen() {
  const page = usePageData();
  return page ? <PageByType page={page} /> : null;
}
