/**
 * How an order of gift certificates only is delivered: their codes by e-mail, at once after the
 * payment, for nothing (issue 26 point 1: no courier, no price).
 */
export const EMAIL_DELIVERY_TITLE = 'Электронный сертификат на почту';
