import type { CityRow } from './queries';
import type { Schema } from '../../lib/api/contract';

/** openapi.yaml `ShippingOption`. */
export type ShippingOption = Schema<'ShippingOption'>;

/** openapi.yaml `ShippingInfo`. */
export type ShippingInfo = Schema<'ShippingInfo'>;

interface Zone {
  name: string;
  /** [price ₽, free from ₽ or null, min days, max days] per way of delivery. */
  courier: [number, number | null, number, number];
  pickup: [number, number | null, number, number];
  post: [number, number | null, number, number];
}

/**
 * Delivery is priced by zone, and the zone follows from the city's KLADR code: its first two
 * digits are the region (77 Москва, 78 Санкт-Петербург, ...). The warehouse is in Москва (CMS
 * page /shipping/), so prices and days grow with the distance from it. Deterministic: the same
 * city always gets the same options. A city without a KLADR code is priced as the regions.
 */
const CAPITALS: Zone = {
  name: 'Москва и Санкт-Петербург',
  courier: [350, 5000, 1, 1],
  pickup: [199, 3000, 1, 2],
  post: [300, null, 3, 5],
};
const REGIONS: Zone = {
  name: 'Европейская часть России и Урал',
  courier: [450, 7000, 2, 4],
  pickup: [249, 4000, 2, 5],
  post: [350, null, 5, 10],
};
const SIBERIA: Zone = {
  name: 'Сибирь',
  courier: [590, 8000, 4, 7],
  pickup: [299, 5000, 4, 8],
  post: [400, null, 7, 14],
};
const FAR_EAST: Zone = {
  name: 'Дальний Восток',
  courier: [790, 10000, 6, 10],
  pickup: [399, 6000, 6, 12],
  post: [450, null, 10, 21],
};

const REGION_ZONES: Record<string, Zone> = {
  '77': CAPITALS,
  '78': CAPITALS,
  ...Object.fromEntries(
    ['04', '17', '19', '22', '24', '38', '42', '54', '55', '70', '75', '03'].map((r) => [
      r,
      SIBERIA,
    ]),
  ),
  ...Object.fromEntries(
    ['14', '25', '27', '28', '41', '49', '65', '79', '87'].map((r) => [r, FAR_EAST]),
  ),
};

/** The ways of delivery as shoppers read them (also on an order's page and in its mail). */
export const DELIVERY_TITLES: Record<ShippingOption['kind'], string> = {
  courier: 'Курьером до двери',
  pickup: 'В пункт выдачи',
  post: 'Почтой России',
};

function shippingZone(kladr: string | null): Zone {
  return REGION_ZONES[(kladr ?? '').slice(0, 2)] ?? REGIONS;
}

export function shippingInfo(city: CityRow): ShippingInfo {
  const zone = shippingZone(city.kladr);
  const kinds: ShippingOption['kind'][] = ['courier', 'pickup', 'post'];
  return {
    location: {
      id: city.id,
      code: city.code,
      name: city.name,
      nameAccusative: city.name_accusative,
    },
    zone: zone.name,
    options: kinds.map((kind) => {
      const [price, freeFrom, minDays, maxDays] = zone[kind];
      return { kind, title: DELIVERY_TITLES[kind], price, freeFrom, minDays, maxDays };
    }),
  };
}
