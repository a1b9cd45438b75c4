import type { Db } from '../lib/db/types';
import type { CatalogueSummary } from './catalog';
import type { DemoSize } from './demoSize';
import { CMS_PAGES } from './pages';
import { CLUB_POSTS } from './posts';
import type { Random } from '../lib/random';
import { ROOT_CODES } from './sectionTree';

/** css_class values of catalogue menu links that get icons (spec §2 Layout). */
const MENU_ICON_CLASSES = {
  photo: 'menu-icon-photo',
  newYear: 'menu-icon-new-year',
  corporate: 'menu-icon-corporate',
  certificates: 'menu-icon-certificate',
  discounts: 'menu-icon-discount',
} as const;

const PUBLISHED_FROM = Date.UTC(2024, 0, 10);
const DAY = 86_400_000;

export async function seedContent(
  db: Db,
  random: Random,
  catalogue: CatalogueSummary,
  size: DemoSize,
) {
  await seedMenus(db, catalogue);
  await db.copyRows(
    'pages',
    ['path', 'type', 'title', 'content', 'seo', 'breadcrumbs', 'updated_at'],
    CMS_PAGES.map((p) => [
      p.path,
      p.type,
      p.title,
      p.content,
      p.seo,
      JSON.stringify(p.breadcrumbs ?? []),
      new Date(PUBLISHED_FROM),
    ]),
  );
  await db.copyRows(
    'club_posts',
    ['kind', 'code', 'title', 'preview', 'content', 'published_at'],
    CLUB_POSTS.map((p, i) => [
      p.kind,
      p.code,
      p.title,
      p.preview,
      p.content,
      new Date(PUBLISHED_FROM + i * 17 * DAY),
    ]),
  );
  return seedReviews(db, random, catalogue, size === 'small' ? 200 : 3000);
}

async function seedMenus(db: Db, catalogue: CatalogueSummary) {
  const rows: unknown[][] = [];
  const add = (
    menu: string,
    link: string,
    title: string,
    cssClass: string | null = null,
    parentId: number | null = null,
  ) => {
    rows.push([rows.length + 1, menu, parentId, link, title, cssClass, (rows.length + 1) * 10]);
    return rows.length;
  };
  for (const [link, title] of [
    ['/shipping/', 'Доставка и оплата'],
    ['/promotions/', 'Акции'],
    ['/new/', 'Новинки'],
    ['/all-reviews/', 'Отзывы'],
    ['/club/', 'Клуб'],
    ['/to-order/', 'На заказ'],
    ['/vozvrat-tovarov/', 'Возврат'],
    ['/kontakty/', 'Контакты'],
  ])
    add('topmost', link as string, title as string);

  for (const top of catalogue.sections.filter((s) => s.depth === 1)) {
    const parent = add('catalog', `/shop/${top.code}/`, top.name);
    for (const child of catalogue.sections.filter((s) => s.parentId === top.id)) {
      add('catalog', `/shop/${child.code}/`, child.name, null, parent);
    }
  }

  add(
    'catalogAdditional',
    '/almaznaya-vyshivka-na-zakaz-po-fotografii/',
    'Алмазная мозаика по фото',
    MENU_ICON_CLASSES.photo,
  );
  add('catalogAdditional', `/shop/${ROOT_CODES.newYear}/`, 'Новый год', MENU_ICON_CLASSES.newYear);
  add(
    'catalogAdditional',
    '/korporativnye-podarki-raskraski-po-nomeram/',
    'Корпоративные подарки',
    MENU_ICON_CLASSES.corporate,
  );
  add(
    'catalogAdditional',
    `/shop/${ROOT_CODES.certificates}/`,
    'Подарочные сертификаты',
    MENU_ICON_CLASSES.certificates,
  );
  add('catalogAdditional', '/discounts/', 'Скидки', MENU_ICON_CLASSES.discounts);

  for (const [link, title] of [
    [`/shop/${ROOT_CODES.diamond}/`, 'Алмазная вышивка'],
    [`/shop/${ROOT_CODES.paintByNumbers}/`, 'Картины по номерам'],
    ['/new/', 'Новинки'],
    ['/discounts/', 'Скидки'],
    [`/shop/${ROOT_CODES.certificates}/`, 'Подарочные сертификаты'],
    ['/almaznaya-vyshivka-na-zakaz-po-fotografii/', 'Картина по вашему фото'],
  ])
    add('mainPage', link as string, title as string);

  await db.copyRows(
    'menus',
    ['id', 'menu', 'parent_id', 'link', 'title', 'css_class', 'sort'],
    rows,
  );
}

const AUTHORS = [
  'Анна',
  'Мария',
  'Елена',
  'Ольга',
  'Наталья',
  'Ирина',
  'Светлана',
  'Татьяна',
  'Юлия',
  'Екатерина',
  'Дмитрий',
  'Сергей',
  'Людмила',
  'Галина',
  'Вера',
];
const PRAISE = [
  'Очень довольна покупкой! Стразы ровные, все цвета совпадают со схемой.',
  'Собирала два вечера, получилось очень красиво. Повесила в гостиной.',
  'Краски хорошо кроют, номера на холсте видно чётко. Рекомендую.',
  'Заказывала в подарок маме — она в восторге. Доставка быстрая.',
  'Качество отличное, подрамник крепкий, холст натянут ровно.',
  'Хороший набор для начинающих, всё понятно по инструкции.',
];
const CRITICISM = [
  'В целом неплохо, но не хватило пары страз одного цвета.',
  'Краски немного подсохли, пришлось разбавлять водой.',
  'Доставка задержалась на несколько дней, сам набор хороший.',
];

async function seedReviews(
  db: Db,
  random: Random,
  catalogue: CatalogueSummary,
  count: number,
): Promise<number> {
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const rating = random.weighted([
      [5, 60],
      [4, 25],
      [3, 10],
      [2, 3],
      [1, 2],
    ] as const);
    // About one review in ten is about the shop rather than a product.
    const productId =
      random.chance(0.1) || catalogue.sampleProductIds.length === 0
        ? null
        : random.pick(catalogue.sampleProductIds);
    const text = rating >= 4 ? random.pick(PRAISE) : random.pick(CRITICISM);
    rows.push([
      productId,
      random.pick(AUTHORS),
      rating,
      text,
      new Date(PUBLISHED_FROM + random.int(0, 650) * DAY),
      random.chance(0.95),
    ]);
  }
  await db.copyRows(
    'reviews',
    ['product_id', 'author_name', 'rating', 'text', 'created_at', 'is_published'],
    rows,
  );
  return rows.length;
}
