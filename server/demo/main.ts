import { startShop } from '../start';
import { seedIfEmpty } from './seedOnStart';

/**
 * The demo shop, what `npm start` runs: server/main.ts's shop, which on an empty database first
 * loads the demo catalogue (DEMO_SIZE) and, once it listens, shows the demo staff logins
 * (ARCHITECTURE §1: `npm install && npm start` is all a fresh machine needs).
 */
startShop(async (setup, config) => {
  const staff = await seedIfEmpty(setup, config.demoSize, {
    log: (line) => console.log(line),
    staffPassword: config.demoStaffPassword,
  });
  if (staff.length === 0) return [];
  return [
    'Demo staff accounts (shown this once; the passwords are stored only as hashes):',
    ...staff.map((account) => `  ${account.role}: ${account.login} / ${account.password}`),
  ];
});
