import { useState } from 'react';
import {
  useAddReviewMutation,
  useGetUserInfoQuery,
  type ProductCard as ProductCardData,
  type Review,
} from '@features/api';
import { pageDataOf, RouterLink, usePageBreadcrumbs, type PageRendererProps } from '@features/page';
import { productDetail, useEcommerceView } from '@features/metrics';
import { PHOTO_KIT_ANCHOR, PhotoKitSection } from '@features/photoKit';
import { ProductCard } from '../../components/ProductCard';
import { ReviewForm } from '../../components/ReviewForm';
import { useBasketLine } from '@features/basket';
import { useFavorite } from '../../hooks/useFavorite';
import { errorMessageOf } from '@features/api';
import { SignInToReview } from './ProductReviews';
import { ProductView } from './ProductView';
import { withReview } from './withReview';

const renderCard = (product: ProductCardData) => <ProductCard product={product} />;

/** The renderer of page type `product`. */
export function ProductScreen({ page }: PageRendererProps) {
  const data = pageDataOf(page, 'product');
  const { product } = data;
  useEcommerceView(data, productDetail);
  const breadcrumbs = usePageBreadcrumbs(page);
  const [favorite, toggleFavorite] = useFavorite(product.id);
  const basket = useBasketLine(product.id);
  const { data: user } = useGetUserInfoQuery();
  const [addReview] = useAddReviewMutation();
  const [published, setPublished] = useState<Review[]>([]);

  const submitReview = async ({ rating, text }: { rating: number; text: string }) => {
    const answer = await addReview({
      reviewRequest: { productId: product.id, rating, text, consent: true },
    });
    if ('error' in answer) return errorMessageOf(answer.error, 'Не удалось отправить отзыв');
    setPublished([...published, answer.data.result]);
    return null;
  };

  return (
    <ProductView
      title={page.seo.h1 || product.name}
      breadcrumbs={breadcrumbs}
      data={{ ...data, reviews: published.reduce(withReview, data.reviews) }}
      favorite={favorite}
      onToggleFavorite={toggleFavorite}
      quantity={basket.quantity}
      onAddToBasket={() => basket.add()}
      onQuantityChange={basket.setQuantity}
      basketBusy={basket.busy}
      basketError={basket.error}
      reviewForm={
        user?.result.authorized ? <ReviewForm onSubmit={submitReview} /> : <SignInToReview />
      }
      renderCard={renderCard}
      linkAs={RouterLink}
      photoKit={
        product.kind === 'photo_custom'
          ? {
              section: <PhotoKitSection productId={product.id} />,
              href: `#${PHOTO_KIT_ANCHOR}`,
            }
          : undefined
      }
    />
  );
}
