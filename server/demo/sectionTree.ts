import { translit } from '../lib/translit';
import type { DemoSize } from './demoSize';

/**
 * The demo catalogue tree. Top sections carry fixed codes used by links elsewhere (menus, CMS
 * pages, direct transitions); children get `<parent code>-<translit(name)>`.
 */
export interface SectionSpec {
  name: string;
  code?: string;
  children?: SectionSpec[];
  /** Theme value (property `tema`) given to products of this subtree. */
  theme?: string;
}

/** Themes of pictures, each with its subthemes (third-level sections). */
const PICTURE_THEMES: readonly { name: string; theme: string; subthemes: string[] }[] = [
  {
    name: 'Цветы',
    theme: 'Цветы',
    subthemes: [
      'Розы',
      'Тюльпаны',
      'Подсолнухи',
      'Пионы',
      'Лаванда',
      'Маки',
      'Орхидеи',
      'Сирень',
      'Ромашки',
      'Букеты',
    ],
  },
  {
    name: 'Животные',
    theme: 'Животные',
    subthemes: [
      'Кошки',
      'Собаки',
      'Лошади',
      'Волки',
      'Тигры',
      'Львы',
      'Лисы',
      'Медведи',
      'Слоны',
      'Олени',
    ],
  },
  {
    name: 'Птицы',
    theme: 'Птицы',
    subthemes: ['Совы', 'Павлины', 'Лебеди', 'Попугаи', 'Колибри', 'Фламинго'],
  },
  {
    name: 'Пейзажи',
    theme: 'Пейзаж',
    subthemes: ['Горы', 'Лес', 'Море', 'Водопады', 'Деревня', 'Осень', 'Зима', 'Закаты'],
  },
  {
    name: 'Города',
    theme: 'Города',
    subthemes: ['Париж', 'Венеция', 'Москва', 'Санкт-Петербург', 'Лондон', 'Улочки'],
  },
  { name: 'Натюрморты', theme: 'Натюрморт', subthemes: ['Фрукты', 'Кофе и чай', 'Вазы', 'Посуда'] },
  { name: 'Религия', theme: 'Религия', subthemes: ['Иконы', 'Храмы', 'Ангелы'] },
  { name: 'Люди', theme: 'Люди', subthemes: ['Девушки', 'Дети', 'Пары', 'Балет', 'Портреты'] },
  { name: 'Море и корабли', theme: 'Море', subthemes: ['Корабли', 'Маяки', 'Дельфины', 'Пляжи'] },
  { name: 'Фэнтези', theme: 'Фэнтези', subthemes: ['Драконы', 'Единороги', 'Феи', 'Космос'] },
  { name: 'Детские', theme: 'Детские', subthemes: ['Мультфильмы', 'Сказки', 'Милые зверята'] },
  {
    name: 'Новогодние',
    theme: 'Новый год',
    subthemes: ['Дед Мороз', 'Зимние домики', 'Ёлки', 'Снеговики'],
  },
  { name: 'Абстракция', theme: 'Абстракция', subthemes: ['Геометрия', 'Поп-арт'] },
  {
    name: 'Копии картин',
    theme: 'Копии картин',
    subthemes: ['Ван Гог', 'Клод Моне', 'Айвазовский', 'Шишкин', 'Климт'],
  },
  {
    name: 'Авто и мото',
    theme: 'Транспорт',
    subthemes: ['Ретро автомобили', 'Мотоциклы', 'Поезда'],
  },
  { name: 'Еда и напитки', theme: 'Еда', subthemes: ['Десерты', 'Вино', 'Кофейни'] },
];

const themeSections = (count: number, subCount: number): SectionSpec[] =>
  PICTURE_THEMES.slice(0, count).map((t) => ({
    name: t.name,
    theme: t.theme,
    children: t.subthemes.slice(0, subCount).map((name) => ({ name, theme: t.theme })),
  }));

const CRAFTS: SectionSpec[] = [
  {
    name: 'Вышивка крестом',
    children: [
      { name: 'Наборы для вышивания' },
      { name: 'Канва' },
      { name: 'Мулине' },
      { name: 'Схемы для вышивки' },
    ],
  },
  {
    name: 'Вышивка бисером',
    children: [{ name: 'Наборы с бисером' }, { name: 'Бисер' }, { name: 'Иконы бисером' }],
  },
  { name: 'Вышивка гладью', children: [{ name: 'Наборы гладью' }, { name: 'Пяльцы' }] },
  { name: 'Фреска', children: [{ name: 'Фрески для детей' }, { name: 'Фрески для взрослых' }] },
  {
    name: 'Гравюры',
    children: [
      { name: 'Гравюры с золотым эффектом' },
      { name: 'Гравюры с серебряным эффектом' },
      { name: 'Цветные гравюры' },
    ],
  },
  {
    name: 'Декупаж',
    children: [{ name: 'Салфетки для декупажа' }, { name: 'Заготовки для декупажа' }],
  },
  {
    name: 'Скрапбукинг',
    children: [{ name: 'Бумага для скрапбукинга' }, { name: 'Штампы' }, { name: 'Альбомы' }],
  },
  {
    name: 'Лепка',
    children: [{ name: 'Полимерная глина' }, { name: 'Гипс' }, { name: 'Скульптурный пластилин' }],
  },
  {
    name: 'Выжигание',
    children: [{ name: 'Приборы для выжигания' }, { name: 'Доски для выжигания' }],
  },
  {
    name: 'Мыловарение',
    children: [{ name: 'Наборы для мыловарения' }, { name: 'Формы для мыла' }],
  },
  { name: 'Свечи своими руками' },
  {
    name: 'Эпоксидная смола',
    children: [{ name: 'Смола и отвердитель' }, { name: 'Силиконовые формы' }],
  },
  { name: 'Квиллинг' },
  { name: 'Витражи' },
  { name: 'Валяние', children: [{ name: 'Шерсть для валяния' }, { name: 'Наборы для валяния' }] },
  { name: 'Макраме' },
];

const MATERIALS: SectionSpec[] = [
  {
    name: 'Краски',
    children: [
      { name: 'Акриловые краски' },
      { name: 'Масляные краски' },
      { name: 'Акварель' },
      { name: 'Гуашь' },
    ],
  },
  {
    name: 'Кисти',
    children: [
      { name: 'Синтетические кисти' },
      { name: 'Кисти из натурального ворса' },
      { name: 'Наборы кистей' },
    ],
  },
  { name: 'Холсты на подрамнике' },
  { name: 'Подрамники' },
  {
    name: 'Мольберты',
    children: [{ name: 'Настольные мольберты' }, { name: 'Напольные мольберты' }],
  },
  { name: 'Стразы', children: [{ name: 'Круглые стразы' }, { name: 'Квадратные стразы' }] },
  {
    name: 'Инструменты для алмазной мозаики',
    children: [{ name: 'Стилусы' }, { name: 'Органайзеры' }, { name: 'Лотки' }],
  },
  { name: 'Лаки и клей' },
  {
    name: 'Рамки и багет',
    children: [{ name: 'Деревянные рамки' }, { name: 'Пластиковые рамки' }],
  },
  { name: 'Лампы и лупы' },
];

const KIDS: SectionSpec[] = [
  { name: 'Наборы для детского творчества' },
  { name: 'Раскраски' },
  { name: 'Пластилин' },
  { name: 'Рисование песком' },
  { name: 'Аппликации' },
  { name: 'Мозаика для детей' },
  { name: 'Слаймы' },
];

const PUZZLES: SectionSpec[] = [
  { name: 'Пазлы 500 деталей' },
  { name: 'Пазлы 1000 деталей' },
  { name: 'Пазлы 1500 деталей' },
  { name: 'Пазлы 2000 деталей' },
  { name: 'Деревянные пазлы' },
  { name: '3D пазлы' },
];

const MODELS: SectionSpec[] = [
  { name: 'Деревянные конструкторы' },
  { name: 'Интерьерные домики' },
  { name: 'Механические модели' },
  { name: 'Модели кораблей' },
];

const PHOTO: SectionSpec[] = [
  { name: 'Алмазная мозаика по фото' },
  { name: 'Картина по номерам по фото' },
  { name: 'Портрет по фото' },
];

const NEW_YEAR: SectionSpec[] = [
  { name: 'Новогодние наборы' },
  { name: 'Ёлочные игрушки своими руками' },
  { name: 'Подарки на Новый год' },
];

/** Root codes other modules link to. */
export const ROOT_CODES = {
  diamond: 'almaznaya-vyshivka',
  paintByNumbers: 'kartiny-po-nomeram',
  crafts: 'tvorchestvo',
  materials: 'tovary-dlya-tvorchestva',
  kids: 'detskoe-tvorchestvo',
  puzzles: 'pazly',
  models: 'sbornye-modeli',
  photo: 'foto-tovary',
  newYear: 'novyy-god',
  certificates: 'podarochnye-sertifikaty',
} as const;

export type RootKey = keyof typeof ROOT_CODES;

/** The tree for a size: 'full' and '1m' have about 330 sections, 'small' about 60. */
export function sectionTree(size: DemoSize): (SectionSpec & { root: RootKey })[] {
  const full = size !== 'small';
  const pick = (list: SectionSpec[], smallCount: number) =>
    full ? list : list.slice(0, smallCount);
  return [
    {
      root: 'diamond',
      code: ROOT_CODES.diamond,
      name: 'Алмазная вышивка',
      children: full ? themeSections(16, 10) : themeSections(4, 3),
    },
    {
      root: 'paintByNumbers',
      code: ROOT_CODES.paintByNumbers,
      name: 'Картины по номерам',
      children: full ? themeSections(16, 10) : themeSections(4, 3),
    },
    {
      root: 'crafts',
      code: ROOT_CODES.crafts,
      name: 'Творчество и рукоделие',
      children: pick(CRAFTS, 3),
    },
    {
      root: 'materials',
      code: ROOT_CODES.materials,
      name: 'Товары для творчества',
      children: pick(MATERIALS, 3),
    },
    { root: 'kids', code: ROOT_CODES.kids, name: 'Детское творчество', children: pick(KIDS, 2) },
    { root: 'puzzles', code: ROOT_CODES.puzzles, name: 'Пазлы', children: pick(PUZZLES, 2) },
    { root: 'models', code: ROOT_CODES.models, name: 'Сборные модели', children: pick(MODELS, 2) },
    { root: 'photo', code: ROOT_CODES.photo, name: 'Фото-товары', children: PHOTO },
    { root: 'newYear', code: ROOT_CODES.newYear, name: 'Новый год', children: NEW_YEAR },
    { root: 'certificates', code: ROOT_CODES.certificates, name: 'Подарочные сертификаты' },
  ];
}

export interface SectionRow {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  sort: number;
  depth: number;
  path: number[];
  root: RootKey;
  theme: string | null;
  /** No children: products are placed in leaves. */
  isLeaf: boolean;
}

/** Flattens the tree depth-first with ids 1..n. */
export function flattenTree(roots: (SectionSpec & { root: RootKey })[]): SectionRow[] {
  const rows: SectionRow[] = [];
  const visit = (spec: SectionSpec, parent: SectionRow | null, root: RootKey, index: number) => {
    const code = spec.code ?? `${parent ? `${parent.code}-` : ''}${translit(spec.name)}`;
    const row: SectionRow = {
      id: rows.length + 1,
      parentId: parent?.id ?? null,
      code,
      name: spec.name,
      sort: (index + 1) * 10,
      depth: parent ? parent.depth + 1 : 1,
      path: parent ? [...parent.path, parent.id] : [],
      root,
      theme: spec.theme ?? parent?.theme ?? null,
      isLeaf: !spec.children?.length,
    };
    rows.push(row);
    spec.children?.forEach((child, i) => visit(child, row, root, i));
  };
  roots.forEach((spec, i) => visit(spec, null, spec.root, i));
  return rows;
}
