import { describe, expect, it } from 'vitest';
import type { BasketItem, CheckoutOptions } from '@features/api';
import { goodsWithCertificate } from './testing';
import { certificateShare } from './certificatePayment';
import { validateCheckout } from './checkoutValidation';
import { EMPTY_CHECKOUT_VALUES, fitToOptions, type CheckoutValues } from './checkoutValues';
import { lineProblemText, orderFailureOf } from './orderFailure';
import { attemptFor, orderRequestBody, outcomeUnknown } from './placeOrderRequest';

const options: CheckoutOptions = {
  location: { id: 1, name: 'Москва' },
  signedIn: true,
  productionDays: 0,
  contact: { name: 'Анна', phone: '+7 900 123-45-67', email: 'anna@example.ru' },
  deliveries: [
    {
      kind: 'courier',
      title: 'Курьером',
      price: 350,
      priceWithoutCoupon: 350,
      freeFrom: 5000,
      minDays: 1,
      maxDays: 2,
      dateFrom: '2026-11-27',
      dateTo: '2026-11-28',
    },
  ],
  pickupPoints: [{ id: 7, title: 'На Тверской', address: 'Тверская, 1', hours: 'Пн–Вс 10–21' }],
  payments: [
    { method: 'card', title: 'Картой онлайн' },
    { method: 'on_receipt', title: 'При получении' },
  ],
  addresses: [],
  certificates: 'none',
};

const filled: CheckoutValues = {
  ...fitToOptions(EMPTY_CHECKOUT_VALUES, options),
  address: 'Москва, ул. Тверская, д. 1, кв. 5',
  agree: true,
  consent: true,
};

const line = (productId: number, quantity: number, price: number) =>
  ({ basketItemId: productId * 10, productId, quantity, price }) as BasketItem;

describe('checkout form', () => {
  it("starts with the signed-in shopper's contacts, the first delivery and payment, no consent", () => {
    expect(fitToOptions(EMPTY_CHECKOUT_VALUES, options)).toMatchObject({
      name: 'Анна',
      phone: '+7 900 123-45-67',
      email: 'anna@example.ru',
      delivery: 'courier',
      pickupPointId: '7',
      payment: 'card',
      agree: false,
      consent: false,
    });
  });

  it('keeps what the shopper typed and chose, and drops a choice no longer offered', () => {
    const chosen: CheckoutValues = {
      ...filled,
      name: 'Мария',
      delivery: 'pickup',
      pickupPointId: '7',
      payment: 'on_receipt',
    };
    expect(fitToOptions(chosen, options)).toMatchObject({
      name: 'Мария',
      email: 'anna@example.ru',
      delivery: 'courier',
      pickupPointId: '7',
      payment: 'on_receipt',
    });
    const otherCity = { ...options, pickupPoints: [], payments: [options.payments[0]!] };
    expect(fitToOptions(chosen, otherCity)).toMatchObject({
      pickupPointId: '',
      payment: 'card',
    });
  });

  it('names every missing field in Russian', () => {
    const empty: CheckoutValues = {
      ...filled,
      name: ' ',
      phone: '',
      email: '',
      address: '',
      agree: false,
      consent: false,
    };
    expect(validateCheckout(empty)).toEqual({
      name: 'Укажите имя',
      phone: 'Укажите телефон',
      email: 'Укажите электронную почту',
      address: 'Укажите адрес доставки',
      agree: 'Нужно согласие с условиями',
      consent: 'Подтвердите согласие на обработку персональных данных',
    });
    expect(validateCheckout(filled)).toEqual({});
  });

  it('refuses a phone and an e-mail the server would refuse', () => {
    expect(validateCheckout({ ...filled, phone: '12345', email: 'anna@example' })).toEqual({
      phone: 'Телефон указан неверно',
      email: 'Электронная почта указана неверно',
    });
  });

  it('asks for a pickup point instead of an address for pickup', () => {
    expect(
      validateCheckout({ ...filled, delivery: 'pickup', address: '', pickupPointId: '' }),
    ).toEqual({ pickupPointId: 'Выберите пункт выдачи' });
  });
});

describe('placing the order', () => {
  const items = [line(1, 2, 1290), line(2, 1, 890)];

  it('sends what the delivery needs and the basket as the page shows it', () => {
    expect(orderRequestBody({ ...filled, saveAddress: true, comment: '  ' }, items, true)).toEqual({
      contact: { name: 'Анна', phone: '+7 900 123-45-67', email: 'anna@example.ru' },
      delivery: {
        kind: 'courier',
        address: 'Москва, ул. Тверская, д. 1, кв. 5',
        saveAddress: true,
      },
      payment: 'card',
      agree: true,
      consent: true,
      seen: [
        { productId: 1, quantity: 2, price: 1290 },
        { productId: 2, quantity: 1, price: 890 },
      ],
    });
    const pickup = orderRequestBody(
      { ...filled, delivery: 'pickup', saveAddress: true, comment: 'Позвоните' },
      items,
      false,
    );
    expect(pickup.delivery).toEqual({ kind: 'pickup', pickupPointId: 7 });
    expect(pickup.comment).toBe('Позвоните');
  });

  it('a guest never saves an address', () => {
    const body = orderRequestBody({ ...filled, saveAddress: true }, items, false);
    expect(body.delivery).not.toHaveProperty('saveAddress');
  });

  it('keeps the key while nothing changed and takes a new one after any change', () => {
    let keys = 0;
    const newKey = () => `key-${++keys}`;
    const body = orderRequestBody(filled, items, true);
    const first = attemptFor(null, body, newKey);
    expect(attemptFor(first, orderRequestBody(filled, items, true), newKey).key).toBe('key-1');
    const changed = orderRequestBody(filled, [line(1, 3, 1290)], true);
    expect(attemptFor(first, changed, newKey).key).toBe('key-2');
  });

  it('reuses a key only when the answer of its attempt is unknown', () => {
    expect(outcomeUnknown({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(true);
    expect(outcomeUnknown({ status: 502, data: null })).toBe(true);
    expect(outcomeUnknown({ status: 409, data: { error: { code: 'PRICE_CHANGED' } } })).toBe(false);
  });

  it("reads the server's message and the lines of a refusal", () => {
    const problem = {
      productId: 1,
      name: 'Кот',
      kind: 'priceChanged' as const,
      was: 1290,
      now: 1390,
      message: 'Цена изменилась: было 1 290 ₽, стало 1 390 ₽',
    };
    expect(
      orderFailureOf({
        status: 409,
        data: { error: { code: 'PRICE_CHANGED', message: 'Цены изменились', lines: [problem] } },
      }),
    ).toEqual({ code: 'PRICE_CHANGED', message: 'Цены изменились', lines: [problem] });
    expect(orderFailureOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({
      code: null,
      message: 'Не удалось оформить заказ. Проверьте соединение и попробуйте ещё раз.',
      lines: [],
    });
  });

  it('names the product of a refused line once', () => {
    const line = { productId: 1, name: 'Кот', kind: 'outOfStock' as const };
    expect(lineProblemText({ ...line, message: 'нет в наличии' })).toBe('Кот: нет в наличии');
    expect(lineProblemText({ ...line, message: '«Кот»: нет в наличии' })).toBe(
      '«Кот»: нет в наличии',
    );
  });
});

describe('what a gift certificate pays (issue 26 point 1)', () => {
  const basket = goodsWithCertificate(); // 3 470 ₽ of goods and a 3 000 ₽ certificate

  it('pays the goods and the delivery up to its balance, never the certificate line', () => {
    expect(certificateShare(basket, 350, { code: 'HOBBY-A', balance: 1000 })).toBe(1000);
    expect(certificateShare(basket, 350, { code: 'HOBBY-A', balance: 10000 })).toBe(3820);
    expect(certificateShare(basket, null, null)).toBe(0);
  });

  it('sends the applied code with the order, and no pickup point for an e-mail delivery', () => {
    const body = orderRequestBody(
      { ...EMPTY_CHECKOUT_VALUES, delivery: 'email', payment: 'card', agree: true },
      basket.items,
      false,
      'HOBBY-7KQM-2XWD-R9TP',
    );
    expect(body.delivery).toEqual({ kind: 'email' });
    expect(body.certificateCode).toBe('HOBBY-7KQM-2XWD-R9TP');
  });
});
