/** The Russian texts a shopper sees about a gift certificate (issue 26 point 1). */

export const CERTIFICATE_UNKNOWN =
  'Сертификат с таким кодом не найден. Проверьте код — он в письме с сертификатом.';
export const CERTIFICATE_BLOCKED =
  'Этот сертификат заблокирован. Если это ошибка, напишите или позвоните нам.';
export const CERTIFICATE_SPENT = 'Сертификат уже израсходован: на нём не осталось денег.';
export const CERTIFICATE_FOR_CERTIFICATE =
  'Подарочным сертификатом нельзя оплатить другой сертификат — только товары и доставку.';
export const CERTIFICATE_ALREADY_BLOCKED = 'Сертификат уже заблокирован';
/** A cancel refused: the order bought a certificate that has paid for something since. */
export const boughtCertificateSpent = (code: string) =>
  `Заказ нельзя отменить: сертификатом ${code} из него уже оплачены покупки. Напишите или позвоните нам — вернём то, что на нём осталось.`;
