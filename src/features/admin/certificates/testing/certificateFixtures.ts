import type { AdminCertificate, AdminCertificatePage } from '@features/api';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

/**
 * Four certificates, newest first, one per state a staff member meets: partly spent by two
 * orders, given back by a cancelled one, spent, blocked after its order was deleted.
 */
export const certificates: AdminCertificate[] = [
  {
    id: 4,
    code: 'HOBBY-7KQM-2XWD-R9TP',
    nominal: 3000,
    balance: 1149,
    state: 'active',
    orderId: 12,
    createdAt: at(27, 9),
    uses: [
      { orderId: 15, amount: 851, returned: false, createdAt: at(29, 11) },
      { orderId: 14, amount: 1000, returned: false, createdAt: at(28, 16) },
    ],
  },
  {
    id: 3,
    code: 'HOBBY-M3NP-8QRS-4TUV',
    nominal: 1000,
    balance: 1000,
    state: 'active',
    orderId: 11,
    createdAt: at(26, 8),
    uses: [{ orderId: 13, amount: 500, returned: true, createdAt: at(27, 13) }],
  },
  {
    id: 2,
    code: 'HOBBY-A2B3-C4D5-E6F7',
    nominal: 500,
    balance: 0,
    state: 'spent',
    orderId: 9,
    createdAt: at(24, 10),
    uses: [{ orderId: 10, amount: 500, returned: false, createdAt: at(25, 7) }],
  },
  {
    id: 1,
    code: 'HOBBY-W9X8-Y7Z6-K5J4',
    nominal: 5000,
    balance: 5000,
    state: 'blocked',
    orderId: null,
    createdAt: at(20, 12),
    uses: [],
  },
];

/** `count` made-up unused certificates, newest first (ids count…1). */
export function manyCertificates(count: number): AdminCertificate[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    const nominal = [500, 1000, 3000, 5000][id % 4]!;
    return {
      id,
      code: `HOBBY-${String(id).padStart(4, '0')}-AAAA-BBBB`,
      nominal,
      balance: nominal,
      state: 'active',
      orderId: 100 + id,
      createdAt: new Date(Date.UTC(2026, 10, 30, 9) - i * 3600_000).toISOString(),
      uses: [],
    };
  });
}

/** A page of `list` as the server answers it, 20 a page. */
export function certificatePage(list: readonly AdminCertificate[], page = 1): AdminCertificatePage {
  return {
    items: list.slice((page - 1) * 20, page * 20),
    page,
    pages: Math.ceil(list.length / 20),
    total: list.length,
  };
}
