import type { RootKey } from './sectionTree';

/**
 * The demo properties (about 40). `list` properties have values and feed the catalogue filter;
 * the others are plain attributes shown on the product page and in the CSV exchange.
 * `roots` are the catalogue branches whose sections the property is bound to; `shared` ones
 * belong to every section (section 0).
 */
export interface PropertySpec {
  code: string;
  name: string;
  type: 'list' | 'string' | 'number' | 'boolean';
  values?: string[];
  shared?: boolean;
  isSize?: boolean;
  roots?: RootKey[];
  required?: boolean;
}

const PICTURES: RootKey[] = ['diamond', 'paintByNumbers'];

export const SIZES = [
  '10x15', '10x20', '15x15', '20x20', '20x25', '20x30', '25x25', '25x35', '30x30', '30x40', '40x40',
  '40x50', '40x60', '50x50', '50x65', '50x70', '60x75', '60x80', '70x90', '80x100', '90x120',
];

export const BRANDS = [
  'Hobby Home', 'Цветной', 'Белоснежка', 'Паутинка', 'Molly', 'Menglei', 'Алмазная живопись', 'Color Kit',
  'Фрея', 'Klart', 'Гранни', 'Риолис', 'Чудесная игла', 'Щепка', 'Мосвышивка', 'Вышиваем бисером',
];

export const PROPERTY_SPECS: PropertySpec[] = [
  { code: 'razmer', name: 'Размер', type: 'list', isSize: true, values: SIZES, roots: [...PICTURES, 'crafts', 'materials', 'photo', 'newYear'], required: true },
  { code: 'tema', name: 'Тема', type: 'list', roots: [...PICTURES, 'puzzles', 'crafts', 'newYear'], values: [
    'Цветы', 'Животные', 'Птицы', 'Пейзаж', 'Города', 'Натюрморт', 'Религия', 'Люди', 'Море', 'Фэнтези', 'Детские',
    'Новый год', 'Абстракция', 'Копии картин', 'Транспорт', 'Еда'] },
  { code: 'slozhnost', name: 'Сложность', type: 'list', values: ['Лёгкая', 'Средняя', 'Сложная', 'Очень сложная'], roots: [...PICTURES, 'crafts', 'kids', 'puzzles', 'models'] },
  { code: 'kolichestvo-tsvetov', name: 'Количество цветов', type: 'list', values: ['До 15', '16–25', '26–35', '36–50', 'Более 50'], roots: PICTURES },
  { code: 'kholst', name: 'Основа', type: 'list', values: ['Хлопковый холст', 'Льняной холст', 'Синтетический холст', 'Картон'], roots: PICTURES },
  { code: 'podramnik', name: 'Подрамник', type: 'list', values: ['На подрамнике', 'Без подрамника'], roots: PICTURES },
  { code: 'brend', name: 'Бренд', type: 'list', values: BRANDS, shared: true, required: true },
  { code: 'forma-straz', name: 'Форма страз', type: 'list', values: ['Круглые', 'Квадратные'], roots: ['diamond'] },
  { code: 'tip-vykladki', name: 'Тип выкладки', type: 'list', values: ['Полная выкладка', 'Частичная выкладка'], roots: ['diamond'] },
  { code: 'orientatsiya', name: 'Ориентация', type: 'list', values: ['Горизонтальная', 'Вертикальная', 'Квадратная', 'Круглая'], roots: PICTURES },
  { code: 'vozrast', name: 'Возраст', type: 'list', values: ['3+', '5+', '7+', '10+', '14+', '18+'], shared: true },
  { code: 'tip-krasok', name: 'Тип красок', type: 'list', values: ['Акриловые', 'Масляные', 'Акварельные', 'Гуашь'], roots: ['paintByNumbers', 'materials'] },
  { code: 'upakovka', name: 'Упаковка', type: 'list', values: ['Коробка', 'Пакет', 'Тубус', 'Блистер'], shared: true },
  { code: 'strana', name: 'Страна производства', type: 'list', values: ['Россия', 'Китай', 'Беларусь', 'Германия', 'Италия'], shared: true },
  { code: 'material', name: 'Материал', type: 'list', values: ['Дерево', 'Картон', 'Пластик', 'Металл', 'Ткань', 'Бумага'], roots: ['crafts', 'materials', 'kids', 'models'] },
  { code: 'kolichestvo-detaley', name: 'Количество деталей', type: 'list', values: ['До 100', '100–300', '500', '1000', '1500', '2000'], roots: ['puzzles', 'models'] },
  { code: 'kollektsiya', name: 'Коллекция', type: 'list', values: ['Classic', 'Premium', 'Mini', 'Art', 'Gold', 'Kids'], roots: PICTURES },
  { code: 'svetitsya', name: 'Светится в темноте', type: 'list', values: ['Да', 'Нет'], roots: ['diamond'] },
  { code: 'khudozhnik', name: 'Художник', type: 'list', values: ['Винсент Ван Гог', 'Клод Моне', 'Иван Айвазовский', 'Иван Шишкин', 'Густав Климт', 'Исаак Левитан', 'Томас Кинкейд', 'Современный автор'], roots: PICTURES },
  { code: 'stil', name: 'Стиль', type: 'list', values: ['Реализм', 'Импрессионизм', 'Абстракция', 'Поп-арт', 'Иконопись', 'Мультяшный'], roots: PICTURES },
  { code: 'povod', name: 'Повод', type: 'list', values: ['Новый год', '8 марта', 'День рождения', '23 февраля', 'Свадьба', 'Пасха'], roots: [...PICTURES, 'newYear', 'photo'] },
  { code: 'tip-kanvy', name: 'Тип канвы', type: 'list', values: ['Аида 14', 'Аида 16', 'Аида 18', 'Равномерка'], roots: ['crafts'] },
  { code: 'tsvet', name: 'Цвет', type: 'list', values: ['Белый', 'Чёрный', 'Красный', 'Синий', 'Зелёный', 'Жёлтый', 'Разноцветный'], roots: ['materials', 'kids'] },
  { code: 'obem', name: 'Объём', type: 'list', values: ['12 мл', '20 мл', '50 мл', '100 мл', '250 мл'], roots: ['materials'] },
  { code: 'kolichestvo-v-nabore', name: 'Количество в наборе', type: 'list', values: ['1 шт', '3 шт', '6 шт', '12 шт', '24 шт'], roots: ['materials', 'kids'] },
  { code: 'artikul', name: 'Артикул', type: 'string', shared: true },
  { code: 'shtrikhkod', name: 'Штрихкод', type: 'string', shared: true },
  { code: 'ves', name: 'Вес, г', type: 'number', shared: true },
  { code: 'dlina-upakovki', name: 'Длина упаковки, см', type: 'number', shared: true },
  { code: 'shirina-upakovki', name: 'Ширина упаковки, см', type: 'number', shared: true },
  { code: 'vysota-upakovki', name: 'Высота упаковки, см', type: 'number', shared: true },
  { code: 'sostav-nabora', name: 'Состав набора', type: 'string', roots: [...PICTURES, 'crafts', 'kids'] },
  { code: 'vremya-vypolneniya', name: 'Время выполнения, ч', type: 'number', roots: [...PICTURES, 'crafts', 'models'] },
  { code: 'garantiya', name: 'Гарантия', type: 'string', roots: ['materials'] },
  { code: 'podarochnaya-upakovka', name: 'Подарочная упаковка', type: 'boolean', shared: true },
  { code: 'eksklyuziv', name: 'Эксклюзив магазина', type: 'boolean', roots: PICTURES },
  { code: 'nominal', name: 'Номинал', type: 'list', values: ['1000', '2000', '3000', '5000'], roots: ['certificates'] },
  { code: 'srok-deystviya', name: 'Срок действия', type: 'string', roots: ['certificates'] },
  { code: 'srok-izgotovleniya', name: 'Срок изготовления', type: 'string', roots: ['photo'] },
  { code: 'kolichestvo-straz', name: 'Количество страз', type: 'number', roots: ['diamond'] },
];

/** Filterable list properties a product of a branch gets one value of, in filter order. */
export const FILTER_PROPERTIES_BY_ROOT: Record<RootKey, string[]> = {
  diamond: ['razmer', 'tema', 'slozhnost', 'kolichestvo-tsvetov', 'kholst', 'podramnik', 'forma-straz', 'tip-vykladki', 'orientatsiya', 'kollektsiya', 'svetitsya', 'stil', 'brend', 'strana', 'upakovka', 'vozrast'],
  paintByNumbers: ['razmer', 'tema', 'slozhnost', 'kolichestvo-tsvetov', 'kholst', 'podramnik', 'tip-krasok', 'orientatsiya', 'kollektsiya', 'stil', 'brend', 'strana', 'upakovka', 'vozrast'],
  crafts: ['razmer', 'tema', 'slozhnost', 'material', 'tip-kanvy', 'brend', 'strana', 'upakovka', 'vozrast'],
  materials: ['razmer', 'material', 'tip-krasok', 'tsvet', 'obem', 'kolichestvo-v-nabore', 'brend', 'strana', 'upakovka'],
  kids: ['slozhnost', 'material', 'tsvet', 'kolichestvo-v-nabore', 'brend', 'strana', 'upakovka', 'vozrast'],
  puzzles: ['tema', 'slozhnost', 'kolichestvo-detaley', 'brend', 'strana', 'upakovka', 'vozrast'],
  models: ['slozhnost', 'material', 'kolichestvo-detaley', 'brend', 'strana', 'upakovka', 'vozrast'],
  photo: ['razmer', 'povod', 'brend'],
  newYear: ['razmer', 'tema', 'povod', 'brend', 'strana', 'upakovka'],
  certificates: ['nominal', 'brend'],
};
