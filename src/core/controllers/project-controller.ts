import type { HttpClient } from '../protocol/http-client.js';
import {
  readAllowedOrigins,
  type AllowedOriginsAnswer,
  type RemoteFeaturesAnswer,
} from '../protocol/project-settings.js';
import { toAlertCode } from '../api/to-alert-code.js';
import type { AlertCode } from '../errors/alerts.js';
import { isOriginAllowed } from '../utils/is-origin-allowed.js';
import { parseRemoteFeatures } from '../utils/merge-features.js';
import type { FeaturesController } from './features-controller.js';

export interface ProjectControllerParameters {
  api: HttpClient;
  features: FeaturesController;
  /** The page's origin (`location.origin`). */
  origin: string;
  /** Told about requests that failed (the root reports API_ERROR). */
  onError?: (error: unknown) => void;
}

export interface ProjectCheckResult {
  /** The alert to show, if the project or origin is not in order. */
  alert?: AlertCode;
  /** False when the project itself is refused: directory calls would fail the same way. */
  directoryUsable: boolean;
}

/**
 * The project checks made when the modal first opens (SPEC §7): allowed origins (429 → APKT010,
 * 5xx → APKT009, otherwise an empty list; the page's origin missing from a non-empty list →
 * APKT002; unknown project → APKT007) and the remote feature config.
 * @example
 * const { alert, directoryUsable } = await new ProjectController({ api, features, origin: location.origin }).check();
 */
export class ProjectController {
  private checkPromise?: Promise<ProjectCheckResult>;

  constructor(private readonly parameters: ProjectControllerParameters) {}

  /** Runs the checks once and returns the same result afterwards. */
  check(): Promise<ProjectCheckResult> {
    this.checkPromise ??= this.runChecks();
    return this.checkPromise;
  }

  private async runChecks(): Promise<ProjectCheckResult> {
    const [origins] = await Promise.all([this.checkOrigin(), this.loadRemoteFeatures()]);
    return origins;
  }

  private async checkOrigin(): Promise<ProjectCheckResult> {
    const { api, origin, onError } = this.parameters;
    let allowedOrigins: readonly string[] = [];
    try {
      allowedOrigins = readAllowedOrigins({
        answer: await api.get<AllowedOriginsAnswer>({ path: '/projects/v1/origins' }),
      });
    } catch (error) {
      onError?.(error);
      const alert = toAlertCode(error);
      if (alert) return { alert, directoryUsable: alert !== 'APKT007' && alert !== 'APKT008' };
    }
    // An empty list restricts nothing: it is what a failed lookup leaves too (SPEC §7).
    if (allowedOrigins.length && !isOriginAllowed({ origin, allowedOrigins }))
      return { alert: 'APKT002', directoryUsable: true };
    return { directoryUsable: true };
  }

  private async loadRemoteFeatures(): Promise<void> {
    const { api, features } = this.parameters;
    try {
      const body = await api.get<RemoteFeaturesAnswer | undefined>({ path: '/appkit/v1/config' });
      features.setRemote({ remote: parseRemoteFeatures(body?.features) });
    } catch {
      // Without the remote config the dapp's options and the defaults apply.
    }
  }
}
