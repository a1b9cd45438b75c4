import { startShop } from './start';

/**
 * The shop as production runs it (`npm run serve`): migrate, then serve. It never loads the demo
 * generator; `npm start` runs server/demo/main.ts, which seeds an empty database first.
 */
startShop();
