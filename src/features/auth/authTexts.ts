import { CONSENT_TEXTS } from '@features/consent';

/**
 * Texts of the sign-in and registration popup. The consent text and the validation messages are
 * those of the shop's issue "shop shell"; the rest are ours (spec §2 names only the popup).
 */
export const AUTH_TEXTS = {
  title: 'Вход в личный кабинет',
  tabsLabel: 'Вход или регистрация',
  signInTab: 'Вход',
  registerTab: 'Регистрация',
  login: 'Почта или телефон',
  password: 'Пароль',
  name: 'Имя',
  /** Its last words link the consent document (issue 27 point 5). */
  consentBefore: 'Я согласен на ',
  consentLink: 'обработку персональных данных',
  signIn: 'Войти',
  register: 'Зарегистрироваться',
  passwordHint: 'Не короче 8 символов',
  basketChanged: 'Вы вошли. Корзина изменилась:',
  basketChangedDone: 'Понятно',
  forgotPassword: 'Забыли пароль?',
  forgotTitle: 'Восстановление пароля',
  /** Issue 26 point 5: accounts are made at registration and at a guest's checkout. */
  forgotLead:
    'Укажите почту, которую вы указывали при регистрации или заказе: пришлём ссылку для входа.',
  email: 'Электронная почта',
  forgotSubmit: 'Выслать ссылку',
  /** Issue 15 point 6: the same answer whether the address is registered or not. */
  forgotSent: 'Если такой адрес зарегистрирован, мы отправили на него письмо со ссылкой для входа.',
  backToSignIn: 'Вернуться ко входу',
} as const;

export const AUTH_ERRORS = {
  loginRequired: 'Укажите почту или телефон',
  loginFormat: 'Укажите почту вида name@example.ru или телефон из 10–15 цифр',
  passwordRequired: 'Введите пароль',
  passwordTooShort: 'Пароль должен быть не короче 8 символов',
  nameRequired: 'Укажите имя',
  consentRequired: CONSENT_TEXTS.required,
  emailRequired: 'Укажите электронную почту',
  emailFormat: 'Укажите почту вида name@example.ru',
  /** When the server gave no message of its own (network failure, a 5xx without a body). */
  unknown: 'Не удалось выполнить запрос. Попробуйте ещё раз.',
} as const;
