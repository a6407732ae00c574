import type { Config } from '../../config';
import { createSafeHttpClient, type HttpClient } from '../../integrations/publishers/http';
import { hostPortOf } from '../../lib/http/safe-fetch';
import type { PublisherContext } from '../../integrations/publishers/types';

/**
 * Builds the publishers' outbound context from configuration. The configured platform API bases
 * (operator-controlled, pointed at local fakes in tests) are trusted like OUTBOUND_ALLOWLIST
 * entries; every user-supplied URL (WordPress site, Ghost admin) passes the SSRF checks.
 */
export function publisherContext(config: Config, http?: HttpClient): PublisherContext {
  const urls = {
    devto: config.DEVTO_API_URL,
    hashnode: config.HASHNODE_API_URL,
    medium: config.MEDIUM_API_URL,
    wpcom: config.WPCOM_API_URL,
  };
  const trusted = Object.values(urls).map((u) => hostPortOf(new URL(u)));
  return {
    urls,
    http: http ?? createSafeHttpClient({ allowlist: [...config.OUTBOUND_ALLOWLIST, ...trusted] }),
  };
}
