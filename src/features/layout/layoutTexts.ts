import { SHOP_NAME } from '@shared';

/** Texts of the shop layout. Those marked "spec §2" are binding, the rest are ours. */
export const LAYOUT_TEXTS = {
  shopName: SHOP_NAME,
  slogan: 'Товары для творчества и хобби',
  catalog: 'Каталог',
  profile: 'Профиль',
  signIn: 'Войти',
  /** spec §2 */
  notSignedIn: 'Вы не авторизованы',
  /** spec §2 */
  signInOrRegister: 'Войти или зарегистрироваться',
  /** spec §2 */
  logOut: 'Выйти',
  favorites: 'Избранное',
  basket: 'Корзина',
  chooseCity: 'Выбрать город',
  topMenu: 'Информация для покупателей',
  cityChooserTitle: 'Выберите город',
  yourCity: 'Ваш город:',
  findCity: 'Найти город',
  findCityPlaceholder: 'Например, Екатеринбург',
  popularCities: 'Популярные города',
  otherCities: 'Другие города',
  cityNotFound: 'Такой город не найден',
  footerCatalog: 'Каталог',
  footerForBuyers: 'Покупателям',
  footerContacts: 'Контакты',
  contactsPage: 'Все контакты',
  /** issue 27 point 5 */
  cookieNotice:
    'Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с этим.',
  /** issue 27 point 5 */
  cookieNoticeMore: 'Подробнее',
  /** issue 27 point 5 */
  cookieNoticeDismiss: 'Понятно',
  cookieNoticeLabel: 'Уведомление о файлах cookie',
} as const;
