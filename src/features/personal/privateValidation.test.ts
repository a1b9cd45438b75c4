import { describe, expect, it } from 'vitest';
import {
  validateAddress,
  validateNewPassword,
  validatePasswordChange,
  validateProfile,
} from './privateValidation';

describe('personal data checks', () => {
  it('a profile needs a name and an e-mail or a phone, each well formed', () => {
    expect(validateProfile({ name: ' ', email: '', phone: '' })).toEqual({
      name: 'Укажите имя',
      email: 'Укажите почту или телефон',
    });
    expect(validateProfile({ name: 'Анна', email: 'anna@', phone: '12345' })).toEqual({
      email: 'Электронная почта указана неверно',
      phone: 'Телефон указан неверно',
    });
    expect(validateProfile({ name: 'Анна', email: '', phone: '+7 (900) 123-45-67' })).toEqual({});
    expect(validateProfile({ name: 'Анна', email: 'anna@example.ru', phone: '' })).toEqual({});
  });

  it('a new password is 8 characters or more and typed the same twice', () => {
    expect(validateNewPassword({ password: '', repeat: '' })).toEqual({
      password: 'Введите новый пароль',
    });
    expect(validateNewPassword({ password: '1234567', repeat: '1234567' })).toEqual({
      password: 'Пароль должен быть не короче 8 символов',
    });
    expect(validateNewPassword({ password: 'секрет123', repeat: 'секрет12' })).toEqual({
      repeat: 'Пароли не совпадают',
    });
    expect(validateNewPassword({ password: 'секрет123', repeat: 'секрет123' })).toEqual({});
  });

  it('a password change asks for the old password too', () => {
    expect(
      validatePasswordChange({ oldPassword: '', password: 'секрет123', repeat: 'секрет123' }),
    ).toEqual({ oldPassword: 'Введите старый пароль' });
  });

  it('an address is at least 5 characters', () => {
    expect(validateAddress({ address: ' ул. ' })).toEqual({
      address: 'Укажите адрес: город, улицу и дом',
    });
    expect(validateAddress({ address: 'Москва, ул. Тверская, 7' })).toEqual({});
  });
});
