/** Texts of the cabinet's personal data page (issue 15 point 5), as shoppers see them. */

export const NAME_REQUIRED = 'Не заполнено поле «Имя»';
export const PHONE_INVALID = 'Поле «Телефон» имеет неверный формат';
export const EMAIL_TAKEN = 'Этот адрес почты уже занят';
export const PHONE_TAKEN = 'Этот телефон уже занят';
export const USER_NOT_FOUND = 'Пользователь не найден';

export const WRONG_OLD_PASSWORD = 'Неверный старый пароль';
export const PASSWORD_ATTEMPTS_REFUSED = 'Слишком много неудачных попыток сменить пароль.';

export const MAX_ADDRESSES = 10;
export const TOO_MANY_ADDRESSES = `Можно сохранить не больше ${MAX_ADDRESSES} адресов`;
export const ADDRESS_REQUIRED = 'Не заполнено поле «Адрес»';
export const ADDRESS_NOT_FOUND = 'Адрес не найден';
