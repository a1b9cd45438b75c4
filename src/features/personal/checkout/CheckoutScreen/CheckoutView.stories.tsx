import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { formatPrice } from '@ui/format';
import { PageTitle } from '@features/page';
import { StoryShop } from '@features/catalog/testing';
import {
  basketOf,
  basketWithKit,
  certificatesBasket,
  certificatesOptions,
  couponPaidCourierOptions,
  couponUnderFreeBasket,
  emptyBasket,
  fullBasket,
  goodsWithCertificate,
  goodsWithCertificateOptions,
  guestOptions,
  madeToOrderOptions,
  sbpOptions,
  signedInOptions,
  twoLines,
} from '../testing';
import { CLEAR_BASKET_QUESTION } from './CheckoutContent';
import { CheckoutView } from './CheckoutView';

const priceChanged = {
  code: 'PRICE_CHANGED',
  message: 'Цены некоторых товаров изменились. Проверьте заказ и оформите его ещё раз.',
  lines: [
    {
      productId: 10,
      name: 'Алмазная мозаика «Кот в сапогах» 40x50',
      kind: 'priceChanged' as const,
      was: 1190,
      now: 1290,
      message: 'Цена изменилась: было 1 190 ₽, стало 1 290 ₽',
    },
  ],
};

const outOfStock = {
  code: 'OUT_OF_STOCK',
  message: 'Некоторых товаров не хватает. Уменьшите количество или удалите их из корзины.',
  lines: [
    {
      productId: 20,
      name: 'Картина по номерам «Летний вечер в Провансе» 30x40',
      kind: 'outOfStock' as const,
      available: 0,
      message: 'нет в наличии',
    },
  ],
};

const meta = {
  title: 'Shop/Checkout/CheckoutView',
  component: CheckoutView,
  args: {
    title: <PageTitle title="Оформление заказа" />,
    basket: fullBasket,
    options: guestOptions,
    onPlace: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onClear: fn(),
    onApplyCoupon: fn(),
    onRemoveCoupon: fn(),
    onApplyCertificate: fn(),
    onRemoveCertificate: fn(),
    onRetry: fn(),
    onRetryOptions: fn(),
  },
} satisfies Meta<typeof CheckoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-BASKET-2: quantities, remove and coupons beside the order form of a guest. */
export const Full: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const [first] = canvas.getAllByRole('group', { name: /Количество/ });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Больше' })[0]!);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(1, 3);
    await expect(first).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: /Удалить из корзины: Картина/ }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
    await userEvent.type(canvas.getByLabelText('Купон'), 'LETO');
    await userEvent.click(canvas.getByRole('button', { name: 'Применить' }));
    await expect(args.onApplyCoupon).toHaveBeenCalledWith('LETO');
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать купон HOBBY10' }));
    await expect(args.onRemoveCoupon).toHaveBeenCalledWith('HOBBY10');
    // Under courier's free threshold with and without HOBBY10: the coupon changes no delivery.
    await expect(canvas.queryByText(/С купоном сумма заказа/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Оформить заказ' })).toBeEnabled();
  },
};

/** The form of a guest: deliveries with price and dates, the courier's address, both payments. */
export const GuestForm: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Оформление заказа' });
    for (const legend of ['Контактные данные', 'Доставка', 'Оплата'])
      await expect(within(form).getByRole('group', { name: legend })).toBeVisible();
    await expect(canvas.getByLabelText('Имя')).toHaveValue('');
    await expect(canvas.getByText('Москва')).toBeVisible();
    await expect(canvas.getByText('Город можно сменить в шапке сайта')).toBeVisible();
    const courier = canvas.getByRole('radio', { name: /Курьером/ });
    await expect(courier).toBeChecked();
    await expect(courier).toHaveAccessibleName(/350 ₽.*27–28 ноября/);
    await expect(canvas.getByRole('radio', { name: /Самовывоз/ })).toHaveAccessibleName(
      /Бесплатно/,
    );
    await expect(canvas.getByRole('textbox', { name: 'Адрес доставки' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Сохранить адрес' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Картой онлайн' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: /Я согласен с условиями/ }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'условиями продажи' })).toHaveAttribute(
      'href',
      '/shipping/',
    );
    // Issue 27 point 5: the personal-data consent is a box of its own, unticked, with its document.
    await expect(
      canvas.getByRole('checkbox', { name: 'Я даю согласие на обработку персональных данных' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'персональных данных' })).toHaveAttribute(
      'href',
      '/soglasie-na-obrabotku-personalnyh-dannyh/',
    );
    // The sums add the courier's 350 ₽ to the basket's total.
    const summary = canvas.getByRole('region', { name: 'Ваш заказ' });
    await expect(summary).toHaveTextContent(/Доставка\s*350 ₽/);
    await expect(summary).toHaveTextContent(`Итого к оплате${formatPrice(3123 + 350)}`);
  },
};

/** Contacts filled in for a signed-in shopper; a saved address goes into the field in one click. */
export const SignedInWithAddresses: Story = {
  args: { options: signedInOptions },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Имя')).toHaveValue('Анна Смирнова');
    await expect(canvas.getByLabelText('Телефон')).toHaveValue('+7 900 123-45-67');
    await expect(canvas.getByLabelText('Электронная почта')).toHaveValue('anna@example.ru');
    await expect(canvas.getByRole('checkbox', { name: 'Сохранить адрес' })).not.toBeChecked();
    const saved = canvas.getByRole('button', { name: 'Москва, ул. Садовая, д. 5, кв. 12' });
    await userEvent.click(saved);
    await expect(canvas.getByRole('textbox', { name: 'Адрес доставки' })).toHaveValue(
      'Москва, ул. Садовая, д. 5, кв. 12',
    );
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    // A saved address needs no second saving.
    await expect(canvas.queryByRole('checkbox', { name: 'Сохранить адрес' })).toBeNull();
  },
};

/** Sending an empty form: a Russian message at each field, the focus on the first, no order. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Оформить заказ' }));
    await expect(canvas.getByLabelText('Имя')).toHaveAccessibleDescription('Укажите имя');
    await expect(canvas.getByLabelText('Телефон')).toHaveAccessibleDescription('Укажите телефон');
    await expect(canvas.getByLabelText(/^Электронная почта/)).toHaveAccessibleDescription(
      /Укажите электронную почту/,
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Адрес доставки' }),
    ).toHaveAccessibleDescription(/Укажите адрес доставки/);
    await expect(
      canvas.getByRole('checkbox', { name: /Я согласен с условиями/ }),
    ).toHaveAccessibleDescription('Нужно согласие с условиями');
    await expect(
      canvas.getByRole('checkbox', { name: /Я даю согласие/ }),
    ).toHaveAccessibleDescription('Подтвердите согласие на обработку персональных данных');
    await expect(canvas.getByLabelText('Имя')).toHaveFocus();
    await expect(args.onPlace).not.toHaveBeenCalled();
  },
};

/** A field the shopper typed in is checked on leaving it; editing it again clears the message. */
export const WrongFieldOnLeave: Story = {
  play: async ({ canvas, userEvent }) => {
    const phone = canvas.getByLabelText('Телефон');
    await userEvent.type(phone, '12345');
    await userEvent.tab();
    await expect(phone).toHaveAccessibleDescription('Телефон указан неверно');
    const email = canvas.getByLabelText(/^Электронная почта/);
    await userEvent.type(email, 'anna@example');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription(/Электронная почта указана неверно/);
    // A field only passed through says nothing yet.
    await expect(canvas.getByLabelText('Имя')).not.toHaveAccessibleDescription();
    await userEvent.type(phone, '67890');
    await expect(phone).not.toHaveAccessibleDescription();
  },
};

/** Pickup lists the city's points with address and hours; one must be chosen. */
export const PickupPointRequired: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Самовывоз/ }));
    const points = canvas.getByRole('radiogroup', { name: 'Пункт выдачи' });
    await expect(within(points).getAllByRole('radio')).toHaveLength(2);
    await expect(points).toHaveTextContent('Пн–Пт 10:00–21:00, Сб–Вс 10:00–18:00');
    await expect(canvas.queryByRole('textbox', { name: 'Адрес доставки' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Имя'), 'Анна');
    await userEvent.type(canvas.getByLabelText('Телефон'), '+7 900 123-45-67');
    await userEvent.type(canvas.getByLabelText(/^Электронная почта/), 'anna@example.ru');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Я согласен с условиями/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Я даю согласие/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Оформить заказ' }));
    await expect(points).toHaveAccessibleDescription('Выберите пункт выдачи');
    await expect(within(points).getAllByRole('radio')[0]).toHaveFocus();
    await expect(args.onPlace).not.toHaveBeenCalled();
    await userEvent.click(within(points).getByRole('radio', { name: /Проспект Мира/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Оформить заказ' }));
    await expect(args.onPlace).toHaveBeenCalledWith(
      expect.objectContaining({ delivery: 'pickup', pickupPointId: '12', payment: 'card' }),
    );
  },
};

/**
 * Issue 27 point 5: the terms of sale ticked are not the personal-data consent; without its own
 * box the order is not sent, the box says why and takes the focus.
 */
export const WithoutPersonalDataConsent: Story = {
  args: { options: signedInOptions },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Адрес доставки' }),
      'Москва, ул. Новая, д. 1',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /Я согласен с условиями/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Оформить заказ' }));
    const consent = canvas.getByRole('checkbox', { name: /Я даю согласие/ });
    await expect(consent).toHaveAccessibleDescription(
      'Подтвердите согласие на обработку персональных данных',
    );
    await expect(consent).toHaveFocus();
    await expect(args.onPlace).not.toHaveBeenCalled();
  },
};

/** A filled form goes out once, with everything the shopper chose, by the keyboard alone. */
export const FilledByKeyboard: Story = {
  args: { options: signedInOptions },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Адрес доставки' }),
      'Москва, ул. Новая, д. 1',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Сохранить адрес' }));
    canvas.getByRole('radio', { name: 'Картой онлайн' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(canvas.getByLabelText('Комментарий к заказу'), 'Позвоните за час');
    canvas.getByRole('checkbox', { name: /Я согласен с условиями/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /Я даю согласие/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: 'Оформить заказ' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlace).toHaveBeenCalledOnce();
    await expect(args.onPlace).toHaveBeenCalledWith({
      name: 'Анна Смирнова',
      phone: '+7 900 123-45-67',
      email: 'anna@example.ru',
      delivery: 'courier',
      address: 'Москва, ул. Новая, д. 1',
      saveAddress: true,
      pickupPointId: '',
      payment: 'on_receipt',
      comment: 'Позвоните за час',
      agree: true,
      consent: true,
    });
  },
};

/** 409 PRICE_CHANGED: the notice at the top of the form and the changed line says what changed. */
export const PriceChanged: Story = {
  args: { options: signedInOptions, failure: priceChanged },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent(priceChanged.message);
    await expect(notice).toHaveTextContent('Цена изменилась: было 1 190 ₽, стало 1 290 ₽');
    const lines = canvas.getByRole('list', { name: 'Товары в корзине' });
    const [cat] = within(lines).getAllByRole('listitem');
    await expect(cat).toHaveTextContent('Цена изменилась: было 1 190 ₽, стало 1 290 ₽');
  },
};

/** 409 OUT_OF_STOCK: the line is marked, its quantity and remove controls right beside. */
export const OutOfStock: Story = {
  args: { options: signedInOptions, failure: outOfStock },
  play: async ({ canvas }) => {
    const lines = canvas.getByRole('list', { name: 'Товары в корзине' });
    const [, picture] = within(lines).getAllByRole('listitem');
    await expect(picture).toHaveTextContent('нет в наличии');
    await expect(
      within(picture!).getByRole('button', { name: /Удалить из корзины/ }),
    ).toBeEnabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(outOfStock.message);
  },
};

/**
 * Issue 26 point 3: a line whose product ran out says «Нет в наличии» and offers the notice; a
 * line with more pieces than are left says how many are, and its «Больше» is off.
 */
export const StockRanOut: Story = {
  args: {
    options: signedInOptions,
    basket: basketOf(twoLines().map((item, index) => ({ ...item, stock: index === 0 ? 1 : 0 }))),
  },
  decorators: [(Story) => <StoryShop>{Story()}</StoryShop>],
  play: async ({ canvas, args, userEvent }) => {
    const lines = canvas.getByRole('list', { name: 'Товары в корзине' });
    const [short, gone] = within(lines).getAllByRole('listitem');
    await expect(short).toHaveTextContent('Осталось 1 шт.');
    // Off, yet focusable: a keyboard user pressing it keeps their place.
    const more = within(short!).getByRole('button', { name: 'Больше' });
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(more).toHaveFocus();
    await expect(gone).toHaveTextContent('Нет в наличии');
    await expect(
      within(gone!).getByRole('button', { name: /Сообщить о поступлении/ }),
    ).toBeEnabled();
  },
};

/** Any other refusal (400, BASKET_CHANGED, a lost connection): its Russian message. */
export const ServerError: Story = {
  args: {
    options: signedInOptions,
    failure: {
      code: 'BASKET_CHANGED',
      message: 'Корзина изменилась в другой вкладке. Проверьте заказ и оформите его ещё раз.',
      lines: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Корзина изменилась в другой вкладке',
    );
  },
};

/** The order is being placed: the button shows it and takes no second click. */
export const Placing: Story = {
  args: { options: signedInOptions, placing: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Оформить заказ' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Placed with a card payment: the page waits while the browser opens the payment page. */
export const Redirecting: Story = {
  args: { redirecting: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** A city without delivery: the shopper is told to pick another city. */
export const NoDeliveries: Story = {
  args: { options: { ...guestOptions, deliveries: [], pickupPoints: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/В этот город доставки пока нет/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { basket: emptyBasket },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'В корзине пока ничего нет' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { basket: null, options: null },
};

export const LoadingOptions: Story = {
  args: { options: null },
};

export const Failed: Story = {
  args: { basket: null, failed: true },
};

export const OptionsFailed: Story = {
  args: { options: null, optionsFailed: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetryOptions).toHaveBeenCalledOnce();
  },
};

export const CouponRefused: Story = {
  args: { couponError: 'Купон не найден или истёк' },
};

/** Issue 9 point 15: on a phone the '+' button sits beside the line sum, not over it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const plus = canvas.getAllByRole('button', { name: 'Больше' })[0]!.getBoundingClientRect();
    const sum = canvas.getByText(formatPrice(1290 * 2)).getBoundingClientRect();
    await expect(plus.right).toBeLessThanOrEqual(sum.left);
    await expect(sum.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Issue 16: a kit made from the shopper's photo shows its mosaic and options; its quantity and
 * removal work as any line's.
 */
export const WithPhotoKit: Story = {
  args: { basket: basketWithKit() },
  play: async ({ canvas, args, userEvent }) => {
    const kit = canvas.getByRole('group', { name: /Количество: Алмазная мозаика по фото/ });
    const line = kit.closest('li')!;
    await expect(
      within(line).getByRole('img', { name: 'Схема набора по фото' }),
    ).toBeInTheDocument();
    await expect(
      within(line).getByText(
        '40×50 см · вертикальная · квадратные стразы · цветная · свёрнутый холст · 38 цветов',
      ),
    ).toBeVisible();
    await userEvent.click(within(kit).getByRole('button', { name: 'Больше' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3, 2);
    await userEvent.click(
      within(line).getByRole('button', { name: /Удалить из корзины: Алмазная мозаика по фото/ }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(3);
  },
};

/**
 * Issue 26 point 4: a photo kit is made in 3 working days before it ships; the form says so, and
 * the ways' dates count from the day it is ready (the server adds the days).
 */
export const WithMadeToOrderDates: Story = {
  args: { basket: basketWithKit(), options: madeToOrderOptions },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'В заказе есть товары, которые мы изготовим для вас: 3 рабочих дня. Сроки доставки ниже считаются от дня, когда заказ будет готов.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Курьером/ })).toHaveAccessibleName(
      /2–3 декабря/,
    );
    await expect(canvas.getByRole('radio', { name: /Почтой России/ })).toHaveAccessibleName(
      /6–10 декабря/,
    );
  },
};

/**
 * Issue 26 point 8: the coupon took the goods under courier's free threshold; the delivery says
 * so before the shopper meets the 350 ₽ in the total.
 */
export const CouponMadeDeliveryPaid: Story = {
  args: { basket: couponUnderFreeBasket(), options: couponPaidCourierOptions },
  play: async ({ canvas, userEvent }) => {
    const text =
      'С купоном сумма заказа меньше 5 000 ₽, поэтому доставка «Курьером» теперь платная: 350 ₽.';
    // Seen, and read out by the form's status region.
    await expect(canvas.getByText(text, { ignore: '[role="status"]' })).toBeVisible();
    await expect(canvas.getByText(text, { selector: '[role="status"]' })).toBeInTheDocument();
    // Pickup and post cost what they cost without the coupon: no word about them.
    await expect(
      canvas.getAllByText(/С купоном сумма заказа/, { ignore: '[role="status"]' }),
    ).toHaveLength(1);
    await userEvent.click(canvas.getByRole('radio', { name: /Курьером/ }));
    const total = canvas.getByText('Итого к оплате', { selector: 'dt' });
    await expect(total.nextElementSibling).toHaveTextContent(formatPrice(4644 + 350));
  },
};

/** Issue 16: the kit line on a phone, its options wrapping under the name. */
export const WithPhotoKitMobile: Story = {
  args: { basket: basketWithKit() },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const options = canvas.getByText(/^40×50 см · вертикальная/);
    await expect(options.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone the form is one column and the total with the button stays at the screen's bottom. */
export const MobileForm: Story = {
  args: { options: signedInOptions },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Оформить заказ' });
    await waitFor(() =>
      expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    const name = canvas.getByLabelText('Имя').getBoundingClientRect();
    const phone = canvas.getByLabelText('Телефон').getBoundingClientRect();
    await expect(phone.top).toBeGreaterThan(name.bottom);
    await expect(name.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Issue 9 point 18: clearing asks first; declining keeps the basket. */
export const ClearAsksFirst: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить корзину' }));
    const question = await screen.findByRole('alertdialog', { name: CLEAR_BASKET_QUESTION });
    await expect(question).toHaveTextContent('Все товары будут удалены из корзины.');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await expect(args.onClear).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить корзину' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Очистить' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** The question itself, for its picture. */
export const ClearQuestion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить корзину' }));
    const question = await screen.findByRole('alertdialog', { name: CLEAR_BASKET_QUESTION });
    await waitFor(() => expect(question).toBeVisible());
  },
};

/** Issue 26 point 1: a certificate pays part of the order; the card pays the rest. */
export const CertificatePaysPart: Story = {
  args: {
    options: signedInOptions,
    certificate: { code: 'HOBBY-7KQM-2XWD-R9TP', balance: 1000 },
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Ваш заказ' });
    // 3 123 ₽ of goods after the coupon and 350 ₽ of courier, 1 000 ₽ of it by the certificate
    await expect(
      within(summary).getByText('Подарочный сертификат', { selector: 'dt' }),
    ).toBeVisible();
    await expect(within(summary).getByText(`−${formatPrice(1000)}`)).toBeVisible();
    await expect(within(summary).getAllByText(formatPrice(2473)).length).toBeGreaterThan(0);
    await expect(within(summary).getByRole('status')).toHaveTextContent(
      'Оплатит 1 000 ₽ этого заказа, останется 0 ₽ на следующие покупки',
    );
  },
};

/** A certificate with more on it than the order: it pays all, the rest stays on it. */
export const CertificatePaysAll: Story = {
  args: {
    options: signedInOptions,
    certificate: { code: 'HOBBY-7KQM-2XWD-R9TP', balance: 5000 },
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Ваш заказ' });
    await expect(within(summary).getAllByText(formatPrice(0)).length).toBeGreaterThan(0);
    await expect(within(summary).getByRole('status')).toHaveTextContent(
      'Оплатит 3 473 ₽ этого заказа, останется 1 527 ₽ на следующие покупки',
    );
  },
};

/** The code was refused: the field says why. */
export const CertificateRefused: Story = {
  args: {
    options: signedInOptions,
    certificateError: 'Этот сертификат заблокирован. Если это ошибка, напишите или позвоните нам.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Подарочный сертификат')).toHaveAccessibleDescription(
      'Этот сертификат заблокирован. Если это ошибка, напишите или позвоните нам.',
    );
  },
};

/**
 * Certificates only: no delivery to choose (the code comes by e-mail), СБП or card only, and the
 * coupon says why it takes nothing off.
 */
export const CertificatesOnly: Story = {
  args: { basket: certificatesBasket, options: certificatesOptions },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Сертификат электронный: его код придёт на электронную почту/),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Способ доставки' })).toBeNull();
    await expect(canvas.queryByLabelText('Адрес доставки')).toBeNull();
    await expect(canvas.getByRole('radio', { name: /СБП/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Картой онлайн/ })).not.toBeChecked();
    await expect(canvas.queryByRole('radio', { name: /При получении/ })).toBeNull();
    await expect(
      canvas.getByText(
        'Купон HOBBY10: не действует — купоны не применяются к подарочным сертификатам; скидка будет, когда в корзине появятся товары',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Скидка по купону')).toBeNull();
    await expect(
      canvas.getByText(
        'Подарочным сертификатом можно оплатить товары и доставку, но не другой сертификат.',
      ),
    ).toBeVisible();
  },
};

/** Goods with a certificate: delivered as usual, paid online; a certificate pays only the goods. */
export const GoodsWithCertificate: Story = {
  args: {
    basket: goodsWithCertificate(),
    options: goodsWithCertificateOptions,
    certificate: { code: 'HOBBY-7KQM-2XWD-R9TP', balance: 10000 },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Подарочный сертификат оплачивается онлайн — по СБП или картой: его код придёт на почту сразу после оплаты.',
      ),
    ).toBeVisible();
    // 3 470 ₽ of goods and 350 ₽ of courier by the certificate; the new 3 000 ₽ one by card
    const summary = canvas.getByRole('region', { name: 'Ваш заказ' });
    await expect(within(summary).getByText(`−${formatPrice(3820)}`)).toBeVisible();
    await expect(within(summary).getAllByText(formatPrice(3000)).length).toBeGreaterThan(0);
  },
};

/**
 * Issue 27 point 4: СБП is the first payment and chosen at first, with how it is paid under it;
 * the shopper may still choose the card by keyboard, and the order is placed with the choice.
 */
export const SbpFirst: Story = {
  args: { options: sbpOptions },
  play: async ({ canvas, args, userEvent }) => {
    const payments = canvas.getByRole('radiogroup', { name: 'Способ оплаты' });
    const radios = within(payments).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'sbp',
      'card',
      'on_receipt',
    ]);
    const sbp = within(payments).getByRole('radio', { name: /СБП/ });
    await expect(sbp).toBeChecked();
    await expect(sbp).toHaveAccessibleName(/Оплата в приложении банка по QR-коду или ссылке/);
    sbp.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(payments).getByRole('radio', { name: 'Картой онлайн' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(sbp).toBeChecked();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Адрес доставки' }),
      'Москва, ул. Новая, д. 1',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /Я согласен с условиями/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Я даю согласие/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() =>
      expect(args.onPlace).toHaveBeenCalledWith(expect.objectContaining({ payment: 'sbp' })),
    );
  },
};
