import { useSendCorporateRequestMutation, type CorporateRequest } from '@features/api';
import { errorMessageOf } from '@features/api';
import { RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import type { CorporateOutcome } from './CorporateForm';
import { CorporateView } from './CorporateView';

/** The renderer of page type `corporate`. */
export function CorporateScreen({ page }: PageRendererProps) {
  const [send] = useSendCorporateRequestMutation();
  const submit = async (request: CorporateRequest): Promise<CorporateOutcome> => {
    try {
      const { result } = await send({ corporateRequest: request }).unwrap();
      return { sent: true, message: result.message };
    } catch (failure) {
      return {
        sent: false,
        error: errorMessageOf(failure, 'Не удалось отправить заявку. Попробуйте ещё раз.'),
      };
    }
  };
  return (
    <CorporateView
      title={page.seo.h1}
      breadcrumbs={usePageBreadcrumbs(page)}
      content={page.content}
      onSubmit={submit}
      linkAs={RouterLink}
    />
  );
}
