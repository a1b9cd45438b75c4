/**
 * Which third-party counters the shop uses, each by its id: each loads only when configured. The
 * names are the server's (server/config.ts `Counters`), whose shell hands this object over.
 */
export interface CountersConfig {
  tagManager?: string;
  socialRetargeting?: string;
  mailCounter?: string;
  /** Header bidding has no id of its own: its ad units are set up by the ad blocks. */
  headerBidding?: boolean;
  webAnalytics?: string;
  liveChat?: string;
}

export type CounterName = keyof CountersConfig;
