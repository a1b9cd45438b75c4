import { COUNTERS_META_NAME } from '@shared';
import type { CountersConfig } from './countersConfig';

const ID_COUNTERS = [
  'tagManager',
  'socialRetargeting',
  'mailCounter',
  'webAnalytics',
  'liveChat',
] as const;

/**
 * The counters the server is configured with, as its HTML shell hands them over: a runtime setting,
 * so operators change counters without a rebuild, and the Content-Security-Policy built from the
 * same setting always admits them (docs/decisions.md "Counters"). No tag (the dev server,
 * Storybook, tests, a shop without counters) means no counter: nothing is requested from outside.
 */
export function countersConfigFromDocument(doc: Document = document): CountersConfig {
  const content = doc.querySelector(`meta[name="${COUNTERS_META_NAME}"]`)?.getAttribute('content');
  if (!content) return {};
  let raw: Record<string, unknown>;
  try {
    raw = Object(JSON.parse(content)) as Record<string, unknown>;
  } catch {
    console.error(`Metrics: the ${COUNTERS_META_NAME} tag holds no JSON; no counter is loaded.`);
    return {};
  }
  const config: CountersConfig = {};
  for (const name of ID_COUNTERS) {
    const id = raw[name];
    if (typeof id === 'string' && id.trim() !== '') config[name] = id.trim();
  }
  if (raw.headerBidding === true) config.headerBidding = true;
  return config;
}
