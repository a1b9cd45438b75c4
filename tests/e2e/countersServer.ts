/**
 * The second end-to-end server's counters (issue 10 point 6): playwright.config.ts starts it with
 * these ids, and tests/e2e/counters.spec.ts expects them in the scripts it stubs.
 */
export const COUNTER_IDS = {
  tagManager: 'GTM-E2E',
  socialRetargeting: 'VK-RTRG-E2E',
  mailCounter: '3400001',
  webAnalytics: '98765432',
  liveChat: 'e2eChat',
} as const;

/** The server's variables for them (docs/operations.md "Counters"). */
export const COUNTER_ENV = {
  VITE_TAG_MANAGER_ID: COUNTER_IDS.tagManager,
  VITE_SOCIAL_RETARGETING_ID: COUNTER_IDS.socialRetargeting,
  VITE_MAIL_COUNTER_ID: COUNTER_IDS.mailCounter,
  VITE_HEADER_BIDDING: 'true',
  VITE_WEB_ANALYTICS_ID: COUNTER_IDS.webAnalytics,
  VITE_LIVE_CHAT_ID: COUNTER_IDS.liveChat,
};

/** The environment variable through which the config hands the server's url to the spec. */
export const COUNTERS_URL_VARIABLE = 'E2E_COUNTERS_URL';
