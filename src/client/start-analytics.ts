import type { AppControllers } from '../core/app-context.js';
import { HttpClient } from '../core/protocol/http-client.js';
import { AnalyticsController } from '../core/controllers/analytics-controller.js';
import type { AppKitOptions } from '../core/types/options.js';
import { SDK_TYPE, SDK_VERSION } from '../core/constants.js';

/**
 * Builds the analytics sender (a lazy chunk): it reads `/getAnalyticsConfig`, then posts tracked
 * events and error reports to `/e` while the analytics feature is on (SPEC §7).
 */
export function startAnalytics({
  options,
  controllers,
  apiUrl,
}: {
  options: AppKitOptions;
  controllers: AppControllers;
  apiUrl: string;
}): AnalyticsController {
  const api = new HttpClient({
    baseUrl: apiUrl,
    projectId: options.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
  });
  const analytics = new AnalyticsController({
    api,
    alert: controllers.alert,
    isEnabled: () => controllers.features.current.analytics,
    location,
  });
  void analytics.start();
  return analytics;
}
