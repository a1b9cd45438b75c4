import type { Location, MenuItem, Phone } from '@features/api';

const item = (
  link: string,
  title: string,
  cssClass: string | null = null,
  children: MenuItem[] = [],
): MenuItem => ({
  link,
  title,
  cssClass,
  children,
});

/** /api/menu/topmost as the demo data has it. */
export const TOP_MENU: MenuItem[] = [
  item('/shipping/', 'Доставка и оплата'),
  item('/promotions/', 'Акции'),
  item('/new/', 'Новинки'),
  item('/all-reviews/', 'Отзывы'),
  item('/club/', 'Клуб'),
  item('/to-order/', 'На заказ'),
  item('/vozvrat-tovarov/', 'Возврат'),
  item('/kontakty/', 'Контакты'),
];

/** /api/menu/catalog: top sections with subsections. */
export const CATALOG_MENU: MenuItem[] = [
  item('/shop/almaznaya-vyshivka/', 'Алмазная вышивка', null, [
    item('/shop/almaznaya-vyshivka-pejzazhi/', 'Пейзажи'),
    item('/shop/almaznaya-vyshivka-zhivotnye/', 'Животные'),
  ]),
  item('/shop/kartiny-po-nomeram/', 'Картины по номерам', null, [
    item('/shop/kartiny-po-nomeram-40x50/', 'Размер 40x50'),
  ]),
  item('/shop/tvorchestvo/', 'Творчество'),
  item('/shop/pazly/', 'Пазлы'),
];

/** /api/menu/catalogAdditional: the five entries with icons of spec §2 (R-LAYOUT-11). */
export const CATALOG_ADDITIONAL_MENU: MenuItem[] = [
  item(
    '/almaznaya-vyshivka-na-zakaz-po-fotografii/',
    'Алмазная мозаика по фото',
    'menu-icon-photo',
  ),
  item('/shop/novyy-god/', 'Новый год', 'menu-icon-new-year'),
  item(
    '/korporativnye-podarki-raskraski-po-nomeram/',
    'Корпоративные подарки',
    'menu-icon-corporate',
  ),
  item('/shop/podarochnye-sertifikaty/', 'Подарочные сертификаты', 'menu-icon-certificate'),
  item('/discounts/', 'Скидки', 'menu-icon-discount'),
];

const city = (id: number, name: string, pathString: string): Location => ({
  id,
  name,
  kladr: String(7700000000000 + id),
  pathString,
});

export const MOSCOW = city(0, 'Москва', 'Россия, Москва');
export const EKATERINBURG = city(5, 'Екатеринбург', 'Россия, Свердловская область');
export const LONG_NAME_CITY = city(
  41,
  'Петропавловск-Камчатский',
  'Россия, Камчатский край, Петропавловск-Камчатский городской округ',
);

/** /api/location/getDefaultList. */
export const POPULAR_CITIES: Location[] = [
  MOSCOW,
  city(1, 'Санкт-Петербург', 'Россия, Санкт-Петербург'),
  city(2, 'Новосибирск', 'Россия, Новосибирская область'),
  EKATERINBURG,
  city(6, 'Казань', 'Россия, Республика Татарстан'),
  city(7, 'Нижний Новгород', 'Россия, Нижегородская область'),
];

/** /api/location/getAdditionalCities. */
export const ADDITIONAL_CITIES: Location[] = [
  city(20, 'Тула', 'Россия, Тульская область'),
  city(21, 'Ярославль', 'Россия, Ярославская область'),
  LONG_NAME_CITY,
];

export const ALL_CITIES = [
  ...POPULAR_CITIES,
  ...ADDITIONAL_CITIES,
  city(30, 'Екатериновка', 'Россия, Саратовская область'),
];

/** The phone of a city: Moscow's is the spec's demo number, the others follow from the id. */
export function phoneOf(locationId: number): Phone {
  if (locationId === MOSCOW.id) return { value: '+7 (495) 123-45-67', normalized: '+74951234567' };
  const tail = String(1000000 + locationId * 1111).slice(-7);
  return {
    value: `+7 (800) ${tail.slice(0, 3)}-${tail.slice(3, 5)}-${tail.slice(5)}`,
    normalized: `+7800${tail}`,
  };
}
