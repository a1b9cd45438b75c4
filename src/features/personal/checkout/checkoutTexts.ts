import { orderTitle } from '@shared';

/**
 * Texts of the checkout page and the order confirmation (issue 15). The validation messages and
 * the confirmation's phrases are those the issue names; the rest are ours.
 */
export const CHECKOUT_TEXTS = {
  title: 'Оформление заказа',
  contactLegend: 'Контактные данные',
  name: 'Имя',
  phone: 'Телефон',
  email: 'Электронная почта',
  emailHint: 'Пришлём письмо с подтверждением заказа',
  deliveryLegend: 'Доставка',
  deliveryKind: 'Способ доставки',
  city: 'Город',
  cityHint: 'Город можно сменить в шапке сайта',
  noDeliveries: 'В этот город доставки пока нет. Выберите другой город в шапке сайта.',
  free: 'Бесплатно',
  address: 'Адрес доставки',
  addressHint: 'Улица, дом, квартира',
  savedAddresses: 'Сохранённые адреса',
  saveAddress: 'Сохранить адрес',
  pickupPoints: 'Пункт выдачи',
  paymentLegend: 'Оплата',
  paymentMethod: 'Способ оплаты',
  /** Under «СБП» (issue 27 point 4): how it is paid, for a shopper who has not used it. */
  sbpDetails: 'Оплата в приложении банка по QR-коду или ссылке, без ввода данных карты',
  comment: 'Комментарий к заказу',
  termsBefore: 'Я согласен с ',
  /** The personal-data consent has a box of its own (issue 27 point 5). */
  termsLink: 'условиями продажи',
  place: 'Оформить заказ',
  summaryTitle: 'Ваш заказ',
  delivery: 'Доставка',
  total: 'Итого к оплате',
  redirecting: 'Переходим к оплате',
  optionsFailed: 'Не удалось загрузить способы доставки.',
} as const;

/** The terms the terms-of-sale checkbox links to: delivery and payment are the shop's terms of sale. */
export const TERMS_URL = '/shipping/';

export const CHECKOUT_ERRORS = {
  nameRequired: 'Укажите имя',
  phoneRequired: 'Укажите телефон',
  phoneFormat: 'Телефон указан неверно',
  emailRequired: 'Укажите электронную почту',
  emailFormat: 'Электронная почта указана неверно',
  deliveryRequired: 'Выберите способ доставки',
  addressRequired: 'Укажите адрес доставки',
  pickupRequired: 'Выберите пункт выдачи',
  paymentRequired: 'Выберите способ оплаты',
  agreeRequired: 'Нужно согласие с условиями',
  /** When the server gave no message of its own (network failure, a 5xx without a body). */
  unknown: 'Не удалось оформить заказ. Проверьте соединение и попробуйте ещё раз.',
} as const;

/** The confirmation's own phrases; the payment's other states read as everywhere (@shared). */
export const CONFIRMATION_TEXTS = {
  title: (orderId: number) => `${orderTitle(orderId)} оформлен`,
  paid: 'Заказ оплачен',
  cancelled: 'Заказ отменён',
  pay: 'Оплатить',
  payAgain: 'Оплатить снова',
  accountCreated: 'Мы создали для вас личный кабинет — заказ уже в нём',
  accountLinked: 'Заказ добавлен в личный кабинет с этой почтой — войдите, чтобы следить за ним',
  mailSent: (email: string) => `Письмо с подтверждением отправлено на ${email}`,
  lines: 'Товары',
  delivery: 'Доставка',
  pickupHours: (hours: string) => `Часы работы: ${hours}`,
  payment: 'Оплата',
  myOrders: 'Мои заказы',
  continueShopping: 'Продолжить покупки',
  notFound: 'Заказ не найден',
  notFoundText: 'Проверьте номер заказа или найдите заказ в личном кабинете',
  failedToLoad: 'Не удалось загрузить заказ.',
  loading: 'Загрузка заказа',
} as const;

/** The gift certificate's texts at checkout (issue 26 point 1). */
export const CERTIFICATE_TEXTS = {
  label: 'Подарочный сертификат',
  hint: 'Код из письма с сертификатом',
  /** The button's name beside the coupon's «Применить» (its visible text is the same). */
  apply: 'Применить сертификат',
  balance: 'На сертификате',
  pays: (share: string, left: string) =>
    `Оплатит ${share} этого заказа, останется ${left} на следующие покупки`,
  remove: (code: string) => `Убрать сертификат ${code}`,
  summaryLine: 'Подарочный сертификат',
  notForCertificates:
    'Подарочным сертификатом можно оплатить товары и доставку, но не другой сертификат.',
  electronic:
    'Сертификат электронный: его код придёт на электронную почту, указанную выше, сразу после оплаты. Доставлять ничего не нужно.',
  onlineOnly:
    'Подарочный сертификат оплачивается онлайн — по СБП или картой: его код придёт на почту сразу после оплаты.',
  /** The server's refusals are its own Russian messages; this is for a failed request. */
  checkFailed: 'Не удалось проверить сертификат. Попробуйте ещё раз.',
} as const;
