import { describe, expect, it } from 'vitest';
import {
  orderReceipt,
  RECEIPT_DESCRIPTION_LENGTH,
  refundReceipt,
  type ReceiptItem,
} from './receipt';

const kopecksOf = (items: ReceiptItem[]) =>
  items.reduce((sum, item) => sum + Math.round(item.amount * 100) * item.quantity, 0);

describe("the order's fiscal receipt", () => {
  it('adds up to the amount paid, sharing an uneven coupon discount and splitting lines to the kopeck', () => {
    const receipt = orderReceipt({
      email: 'buyer@hobby.test',
      phone: '+79001112233',
      lines: [
        { name: 'Картина Озеро', price: 999.99, quantity: 3, giftCertificate: false },
        { name: 'Бисер Радуга', price: 250.5, quantity: 7, giftCertificate: false },
        {
          name: 'Подарочный сертификат на 3 000 ₽',
          price: 3000,
          quantity: 1,
          giftCertificate: true,
        },
      ],
      certificatePaid: 0,
      couponDiscount: 333.33,
      delivery: { title: 'Курьером до двери', price: 350 },
    });
    // goods 2 999.97 + 1 753.50 + 3 000 − 333.33 + delivery 350
    expect(kopecksOf(receipt.items)).toBe(299_997 + 175_350 + 300_000 - 33_333 + 35_000);
    expect(receipt.customer).toEqual({ email: 'buyer@hobby.test' });
    // The certificate is not discounted and is sold as an advance.
    expect(receipt.items.find((item) => item.subject === 'payment')).toEqual({
      description: 'Подарочный сертификат на 3 000 ₽',
      quantity: 1,
      amount: 3000,
      subject: 'payment',
      mode: 'advance',
    });
    // A line whose discounted sum does not divide by its quantity becomes two items a kopeck apart.
    // Картина takes 210.37 of the discount: 2 789.60 for 3 pieces.
    expect(
      receipt.items
        .filter((item) => item.description === 'Картина Озеро')
        .map((item) => [item.quantity, item.amount]),
    ).toEqual([
      [1, 929.86],
      [2, 929.87],
    ]);
    expect(receipt.items.at(-1)).toEqual({
      description: 'Доставка: Курьером до двери',
      quantity: 1,
      amount: 350,
      subject: 'service',
      mode: 'full_payment',
    });
  });

  it('leaves free delivery out, shortens long names and falls back to the phone', () => {
    const receipt = orderReceipt({
      email: null,
      phone: '+7 (900) 111-22-33',
      lines: [{ name: 'Н'.repeat(200), price: 10, quantity: 1, giftCertificate: false }],
      certificatePaid: 0,
      couponDiscount: 0,
      delivery: { title: 'Почтой России', price: 0 },
    });
    expect(receipt.customer).toEqual({ phone: '79001112233' });
    expect(receipt.items).toHaveLength(1);
    expect(receipt.items[0]?.description).toHaveLength(RECEIPT_DESCRIPTION_LENGTH);
  });

  it('takes what a gift certificate paid off the goods, then off the delivery: the card pays the rest', () => {
    const order = {
      email: 'buyer@hobby.test',
      phone: '+79001112233',
      lines: [
        { name: 'Бисер Радуга', price: 250.5, quantity: 2, giftCertificate: false },
        {
          name: 'Подарочный сертификат на 1 000 ₽',
          price: 1000,
          quantity: 1,
          giftCertificate: true,
        },
      ],
      couponDiscount: 0,
      delivery: { title: 'Курьером до двери', price: 350 },
    };
    // Part of the goods: 501 − 300 of the beads, the certificate line and the delivery in full.
    const part = orderReceipt({ ...order, certificatePaid: 300 });
    expect(kopecksOf(part.items)).toBe(50_100 + 100_000 + 35_000 - 30_000);
    expect(part.items.at(-1)?.amount).toBe(350);
    // All the goods and part of the delivery: the beads are not on the card's receipt.
    const most = orderReceipt({ ...order, certificatePaid: 601 });
    expect(most.items.map((item) => [item.description, item.amount])).toEqual([
      ['Подарочный сертификат на 1 000 ₽', 1000],
      ['Доставка: Курьером до двери', 250],
    ]);
  });
});

describe("a refund's fiscal receipt (issue 26 point 2)", () => {
  const paid = orderReceipt({
    email: 'buyer@hobby.test',
    phone: '+79001112233',
    lines: [
      { name: 'Картина Озеро', price: 999.99, quantity: 3, giftCertificate: false },
      { name: 'Бисер Радуга', price: 250.5, quantity: 7, giftCertificate: false },
    ],
    certificatePaid: 0,
    couponDiscount: 0,
    delivery: { title: 'Курьером до двери', price: 350 },
  });

  it('gives back every item as it was paid for the whole amount', () => {
    expect(refundReceipt(paid, 299_997 / 100 + 175_350 / 100 + 350)).toEqual(paid);
  });

  it('shares a part between the items to the kopeck, every item priced per piece', () => {
    for (const amount of [0.01, 1, 100.5, 1234.57, 5103.46]) {
      const receipt = refundReceipt(paid, amount);
      expect([amount, kopecksOf(receipt.items)]).toEqual([amount, Math.round(amount * 100)]);
      expect(receipt.customer).toEqual(paid.customer);
      for (const item of receipt.items) {
        expect(item.quantity).toBeGreaterThan(0);
        expect(Math.abs(item.amount * 100 - Math.round(item.amount * 100))).toBeLessThan(1e-6);
        expect(item.amount).toBeGreaterThan(0);
      }
    }
  });
});
