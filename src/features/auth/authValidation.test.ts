import { describe, expect, it } from 'vitest';
import {
  contactKind,
  validateForgotPassword,
  validateRegistration,
  validateSignIn,
} from './authValidation';
import { serverErrorMessage } from './serverErrorMessage';

describe('sign-in and registration validation', () => {
  it('tells an e-mail from a phone as the server does', () => {
    expect(contactKind(' anna@example.ru ')).toBe('email');
    expect(contactKind('+7 (900) 123-45-67')).toBe('phone');
    expect(contactKind('89001234567')).toBe('phone');
    expect(contactKind('anna@')).toBeNull();
    expect(contactKind('12345')).toBeNull();
  });

  it('asks for a login and a password before signing in', () => {
    expect(validateSignIn({ login: ' ', password: '' })).toEqual({
      login: 'Укажите почту или телефон',
      password: 'Введите пароль',
    });
    expect(validateSignIn({ login: 'anna@example.ru', password: 'x' })).toEqual({});
  });

  it("registration needs a name, a contact, the server's 8-character password and consent", () => {
    expect(
      validateRegistration({ name: '', login: '', password: 'short', consent: false }),
    ).toEqual({
      name: 'Укажите имя',
      login: 'Укажите почту или телефон',
      password: 'Пароль должен быть не короче 8 символов',
      consent: 'Подтвердите согласие на обработку персональных данных',
    });
    expect(
      validateRegistration({
        name: 'Анна',
        login: '9001234567',
        password: '12345678',
        consent: true,
      }),
    ).toEqual({});
  });

  it("'Забыли пароль?' needs an e-mail, not a phone", () => {
    expect(validateForgotPassword({ email: ' ' })).toEqual({ email: 'Укажите электронную почту' });
    expect(validateForgotPassword({ email: '+7 900 123-45-67' })).toEqual({
      email: 'Укажите почту вида name@example.ru',
    });
    expect(validateForgotPassword({ email: 'anna@example.ru' })).toEqual({});
  });

  it("shows the server's message from { error: { message } }, or a general one", () => {
    const conflict = {
      status: 409,
      data: { error: { code: 'CONFLICT', message: 'Уже зарегистрирован' } },
    };
    expect(serverErrorMessage(conflict)).toBe('Уже зарегистрирован');
    expect(serverErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      'Не удалось выполнить запрос. Попробуйте ещё раз.',
    );
  });
});
