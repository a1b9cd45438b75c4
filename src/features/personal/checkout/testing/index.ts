// Story and test helpers of the checkout (never imported by shop code): baskets, checkout options
// and orders shaped by the generated types.
export {
  basketItem,
  basketOf,
  basketWithKit,
  certificatesBasket,
  certificatesDelivery,
  certificatesOptions,
  couponPaidCourierOptions,
  couponUnderFreeBasket,
  goodsWithCertificate,
  goodsWithCertificateOptions,
  emptyBasket,
  fullBasket,
  guestOptions,
  madeToOrderOptions,
  orderDetail,
  sbpOptions,
  signedInOptions,
  twoLines,
} from './checkoutFixtures';
export { CheckoutFieldsStory, type CheckoutFieldsStoryProps } from './CheckoutFieldsStory';
