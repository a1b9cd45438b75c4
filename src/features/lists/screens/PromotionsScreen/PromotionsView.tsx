import type { ReactNode } from 'react';
import type { ProductCard, PromotionsPageData } from '@features/api';
import { ProductGridView } from '@features/catalog';
import { PageTitle } from '@features/page';
import type { Crumb } from '@ui/Breadcrumbs';
import type { LinkComponent } from '@ui/Button';
import { Block } from '../../components/Block';
import { HtmlContent } from '../../components/HtmlContent';

export interface PromotionsViewProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  /** The promotions' texts, written by editors (page content). */
  content: string;
  data: PromotionsPageData;
  renderCard: (product: ProductCard) => ReactNode;
  linkAs?: LinkComponent;
}

/** Promotions (spec §2 /promotions/): the editors' texts, then the biggest discounts. */
export function PromotionsView({
  title,
  breadcrumbs,
  content,
  data,
  renderCard,
  linkAs,
}: PromotionsViewProps) {
  return (
    <section>
      <PageTitle title={title} breadcrumbs={breadcrumbs} linkAs={linkAs} />
      {content && (
        <HtmlContent dangerouslySetInnerHTML={{ __html: content }} style={{ marginBottom: 32 }} />
      )}
      {data.discounted.length > 0 && (
        <Block
          title="Самые большие скидки"
          more={{ label: 'Все скидки', href: '/discounts/' }}
          linkAs={linkAs}
        >
          <ProductGridView
            products={data.discounted}
            renderCard={renderCard}
            label="Самые большие скидки"
          />
        </Block>
      )}
    </section>
  );
}
