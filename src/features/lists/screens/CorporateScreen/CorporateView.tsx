import { PageTitle } from '@features/page';
import type { Crumb } from '@ui/Breadcrumbs';
import type { LinkComponent } from '@ui/Button';
import { HtmlContent } from '../../components/HtmlContent';
import { CorporateForm, type CorporateFormProps } from './CorporateForm';

export interface CorporateViewProps extends CorporateFormProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  /** The editors' texts, which end by asking for a request (page content). */
  content: string;
  linkAs?: LinkComponent;
}

/** Corporate gifts (spec §2): the editors' texts and the request form they point to. */
export function CorporateView({
  title,
  breadcrumbs,
  content,
  linkAs,
  onSubmit,
}: CorporateViewProps) {
  return (
    <section>
      <PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={linkAs} />
      {content && (
        <HtmlContent dangerouslySetInnerHTML={{ __html: content }} style={{ marginBottom: 24 }} />
      )}
      <CorporateForm onSubmit={onSubmit} />
    </section>
  );
}
