import { useLocation } from 'react-router-dom';
import { useGetUserProfileQuery } from '@features/api';
import { PageTitle, RouterLink, usePageBreadcrumbs, usePageData } from '@features/page';
import { PERSONAL_MENU } from '../../personalPages';
import { PersonalPageView, type PersonalPageViewProps } from './PersonalPageView';

/** A child page of the cabinet; the layout has already let only signed-in users through. */
export function PersonalScreen() {
  const { pathname } = useLocation();
  const page = usePageData();
  const breadcrumbs = usePageBreadcrumbs(page);
  const { data } = useGetUserProfileQuery();
  const item = PERSONAL_MENU.find(({ href }) => href === pathname) ?? PERSONAL_MENU[0];
  return (
    <PersonalPageView
      path={item.href as PersonalPageViewProps['path']}
      title={
        <PageTitle
          title={page?.seo.h1 || item.label}
          breadcrumbs={breadcrumbs}
          linkAs={RouterLink}
        />
      }
      profile={data?.result ?? null}
      linkAs={RouterLink}
    />
  );
}
