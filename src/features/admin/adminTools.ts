import { ADMIN_HOME_PATH, ADMIN_PATHS } from '@shared';

/** One staff tool of spec §2 "Admin screens" and its place under `/admin/`. */
export interface AdminTool {
  href: string;
  title: string;
  /** One line on what the tool is for, shown on the start page. */
  purpose: string;
}

export const ADMIN_HOME = { href: ADMIN_HOME_PATH, title: 'Администрирование' } as const;

/**
 * The tools: the six of the spec, in its order (it names them in English only), then the orders
 * of issue 15, the Yandex Market feed's sections of issue 27, the gift certificates of issue 26
 * point 1, the consent document of issue 27 point 5 and the exchange with 1C of issue 28 point 3.
 */
export const ADMIN_TOOLS: readonly AdminTool[] = [
  {
    href: ADMIN_PATHS.filter,
    title: 'Настройка фильтра',
    purpose: 'Какие свойства видны в фильтре раздела, в каком порядке, и привязки разделов.',
  },
  {
    href: ADMIN_PATHS.filterSeo,
    title: 'SEO фильтра',
    purpose: 'Заголовки, H1 и описания посадочных страниц фильтра по адресам.',
  },
  {
    href: ADMIN_PATHS.searchTransitions,
    title: 'Прямые переходы поиска',
    purpose: 'Поисковый запрос, который сразу ведёт на нужную страницу.',
  },
  {
    href: ADMIN_PATHS.catalogExchange,
    title: 'Обмен каталога CSV',
    purpose: 'Выгрузка и загрузка товаров с выбранными колонками.',
  },
  {
    href: ADMIN_PATHS.sectionRelations,
    title: 'Связи разделов',
    purpose: 'Перенос привязки товаров из одного раздела в другие.',
  },
  {
    href: ADMIN_PATHS.csvColumns,
    title: 'Колонки CSV',
    purpose: 'Описания колонок файла обмена и правила фильтра для них.',
  },
  {
    href: ADMIN_PATHS.orders,
    title: 'Заказы',
    purpose: 'Заказы покупателей по статусу и дате, состав заказа и смена статуса.',
  },
  {
    href: ADMIN_PATHS.marketFeed,
    title: 'Фид Яндекс Маркета',
    purpose: 'Какие разделы с их товарами попадают в фид для Яндекс Маркета.',
  },
  {
    href: ADMIN_PATHS.certificates,
    title: 'Подарочные сертификаты',
    purpose: 'Выпущенные сертификаты, их остаток и оплаты; блокировка сертификата.',
  },
  {
    href: ADMIN_PATHS.consentDocument,
    title: 'Согласие на обработку персональных данных',
    purpose: 'Текст согласия, которое покупатели дают в формах, и его версии.',
  },
  {
    href: ADMIN_PATHS.exchange1c,
    title: 'Обмен с 1С',
    purpose: 'Выгрузки каталога из 1С, их замечания, настройки обмена и учётные записи.',
  },
];

/** The tool whose place the path is in, if any. */
export function adminToolOf(path: string): AdminTool | undefined {
  return ADMIN_TOOLS.find((tool) => path.startsWith(tool.href));
}

/**
 * The tool at that href; a misspelt href is a programming error.
 * @internal exported for a test only
 */
export function adminTool(href: string): AdminTool {
  const tool = ADMIN_TOOLS.find((candidate) => candidate.href === href);
  if (!tool) throw new Error(`No staff tool at ${href}`);
  return tool;
}
