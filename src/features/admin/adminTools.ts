/** One staff tool of spec §2 "Admin screens" and its place under `/admin/`. */
export interface AdminTool {
  href: string;
  title: string;
  /** One line on what the tool is for, shown on the start page. */
  purpose: string;
}

export const ADMIN_HOME = { href: '/admin/', title: 'Администрирование' } as const;

/**
 * The tools: the six of the spec, in its order (it names them in English only), then the orders
 * of issue 15.
 */
export const ADMIN_TOOLS: readonly AdminTool[] = [
  {
    href: '/admin/filter/',
    title: 'Настройка фильтра',
    purpose: 'Какие свойства видны в фильтре раздела, в каком порядке, и привязки разделов.',
  },
  {
    href: '/admin/filter-seo/',
    title: 'SEO фильтра',
    purpose: 'Заголовки, H1 и описания посадочных страниц фильтра по адресам.',
  },
  {
    href: '/admin/search-transitions/',
    title: 'Прямые переходы поиска',
    purpose: 'Поисковый запрос, который сразу ведёт на нужную страницу.',
  },
  {
    href: '/admin/catalog-exchange/',
    title: 'Обмен каталога CSV',
    purpose: 'Выгрузка и загрузка товаров с выбранными колонками.',
  },
  {
    href: '/admin/section-relations/',
    title: 'Связи разделов',
    purpose: 'Перенос привязки товаров из одного раздела в другие.',
  },
  {
    href: '/admin/csv-columns/',
    title: 'Колонки CSV',
    purpose: 'Описания колонок файла обмена и правила фильтра для них.',
  },
  {
    href: '/admin/orders/',
    title: 'Заказы',
    purpose: 'Заказы покупателей по статусу и дате, состав заказа и смена статуса.',
  },
];

/** The tool whose place the path is in, if any. */
export function adminToolOf(path: string): AdminTool | undefined {
  return ADMIN_TOOLS.find((tool) => path.startsWith(tool.href));
}

/** The tool at that href; a misspelt href is a programming error. */
export function adminTool(href: string): AdminTool {
  const tool = ADMIN_TOOLS.find((candidate) => candidate.href === href);
  if (!tool) throw new Error(`No staff tool at ${href}`);
  return tool;
}
