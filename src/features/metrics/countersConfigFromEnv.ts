import type { CountersConfig } from './loadCounters';

/**
 * Counter ids come from the build environment (the `VITE_*` variables below, set in `.env`); none is
 * set by default, so development builds and tests request nothing from third parties.
 */
export function countersConfigFromEnv(env: Record<string, string | boolean | undefined>): CountersConfig {
  const id = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return {
    tagManagerId: id('VITE_TAG_MANAGER_ID'),
    socialRetargetingId: id('VITE_SOCIAL_RETARGETING_ID'),
    mailCounterId: id('VITE_MAIL_COUNTER_ID'),
    headerBidding: id('VITE_HEADER_BIDDING') === 'true',
    webAnalyticsId: id('VITE_WEB_ANALYTICS_ID'),
    liveChatId: id('VITE_LIVE_CHAT_ID'),
  };
}
