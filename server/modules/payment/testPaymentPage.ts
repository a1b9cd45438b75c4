import { PAYMENT_METHOD_TITLES } from '@shared';
import { renderSVG } from 'uqr';
import { escapeHtml } from '../../lib/html';
import { formatRubles } from '../../lib/money';
import { PAYMENT_FINISHED } from './messages';
import type { TestPaymentRow } from './testProviderQueries';

// The shop's palette (src/ui/tokens/colors.ts); the server does not import the front end.
const STYLE = `
body { margin: 0; background: #f6f5f8; color: #1d1b23; font: 16px/1.5 system-ui, sans-serif; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; }
.shop { margin: 0; color: #7a3ee8; font-weight: 600; }
h1 { margin: 0.25rem 0 1rem; font-size: 1.5rem; }
.note { color: #5f5b6b; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
dt { color: #5f5b6b; }
dd { margin: 0; font-weight: 600; }
form { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { flex: 1; padding: 0.75rem; border: 0; border-radius: 8px; font: inherit; cursor: pointer; }
.succeeded { background: #12805c; color: #fff; }
.canceled { background: #c62a2f; color: #fff; }
.alert { padding: 0.75rem; border-radius: 8px; background: #ffe8e8; color: #c62a2f; }
a { color: #7a3ee8; }
figure { margin: 1.5rem 0 0; text-align: center; }
.qr { display: block; width: 12rem; height: 12rem; margin: 0 auto; }
.qr svg { display: block; width: 100%; height: 100%; }
figcaption { margin-top: 0.5rem; color: #5f5b6b; font-size: 0.875rem; }
`;

const OUTCOMES: Record<TestPaymentRow['status'], string> = {
  pending: '',
  succeeded: 'оплата прошла',
  canceled: 'в оплате отказано',
};

/**
 * The test provider's confirmation page (`/payment/test/{id}/`, `pageUrl`): a plain
 * server-rendered page, like a real provider's, whose two buttons work without JavaScript. An СБП
 * payment's page shows a QR code, as a bank's page does (issue 27 point 4); it holds the page's
 * own address, so a phone that scans it opens this page. `notice` is a refusal to show above the
 * buttons (a stale page, a payment decided in another tab).
 */
export function testPaymentPage(payment: TestPaymentRow, pageUrl: string, notice?: string): string {
  const decided = payment.status !== 'pending';
  const choice = decided
    ? `<p role="status">${PAYMENT_FINISHED}: ${OUTCOMES[payment.status]}.</p>
<p><a href="${escapeHtml(payment.return_url)}">Вернуться в магазин</a></p>`
    : `<form method="post" action="/payment/test/${escapeHtml(payment.id)}/">
<input type="hidden" name="token" value="${escapeHtml(payment.form_token)}">
<button class="succeeded" name="decision" value="succeeded">успешно</button>
<button class="canceled" name="decision" value="canceled">отказ</button>
</form>`;
  return page(
    `Тестовая оплата — ${payment.description}`,
    `<p class="note">Это встроенный тестовый платёжный сервис: деньги не списываются. Выберите, чем закончится оплата.</p>
<dl>
<dt>Назначение</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>Сумма</dt><dd>${escapeHtml(formatRubles(payment.amount))}</dd>
<dt>Способ оплаты</dt><dd>${PAYMENT_METHOD_TITLES[payment.method]}</dd>
</dl>
${payment.method === 'sbp' && !decided ? sbpQr(pageUrl) : ''}${notice ? `<p class="alert" role="alert">${escapeHtml(notice)}</p>\n` : ''}${choice}`,
  );
}

/** The QR code of an СБП payment, drawn in the page (no request for a picture). */
function sbpQr(pageUrl: string): string {
  return `<figure>
<div class="qr" role="img" aria-label="QR-код для оплаты через СБП">${renderSVG(pageUrl, { ecc: 'M', border: 2 })}</div>
<figcaption>Отсканируйте QR-код камерой телефона или в приложении банка</figcaption>
</figure>
`;
}

/** The page for a payment the test provider does not have, or a refusal without one. */
export function testPaymentMessagePage(message: string): string {
  return page('Тестовая оплата', `<p class="alert" role="alert">${escapeHtml(message)}</p>`);
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="shop">Товары для творчества</p>
<h1>Тестовая оплата</h1>
${content}
</main>
</body>
</html>
`;
}
