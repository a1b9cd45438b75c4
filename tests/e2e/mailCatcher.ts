/**
 * The end-to-end run's mail server (issue 15 acceptance: "a real SMTP listener"): a real SMTP
 * listener that the shop sends to through SMTP_URL, with a small HTTP view of what it received,
 * for the specs (`receivedMail` in tests/e2e/mail.ts). playwright.config.ts starts it first.
 *   node --import tsx tests/e2e/mailCatcher.ts <smtpPort> <httpPort>
 */
import { createServer } from 'node:http';
import { startTestSmtp } from '../../server/testing/smtp';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const smtp = await startTestSmtp(smtpPort);

const http = createServer((request, response) => {
  response.setHeader('content-type', 'application/json; charset=utf-8');
  if (request.url === '/messages') {
    response.end(JSON.stringify(smtp.messages));
    return;
  }
  response.end(JSON.stringify({ smtp: smtp.url }));
});
http.listen(httpPort, '127.0.0.1');

process.on('SIGTERM', () => {
  http.close();
  void smtp.close().then(() => process.exit(0));
});
