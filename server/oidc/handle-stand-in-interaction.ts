import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { isSocialProvider, SOCIAL_PROVIDER_NAMES } from '../oauth/social-providers.js';
import { STAND_IN_LOGIN_PATTERN } from './stand-in-claims.js';
import { renderStandInLoginPage, STAND_IN_PAGE_CSP } from './render-stand-in-login-page.js';

/** A login form post is one short field; anything bigger is refused unread. */
const MAX_FORM_BYTES = 4096;

export interface HandleStandInInteractionParameters {
  provider: Provider;
  request: IncomingMessage;
  response: ServerResponse;
  /** `/interaction/{uid}` (GET: the login page) or `/interaction/{uid}/login` (POST: the form). */
  pathname: string;
}

/**
 * The stand-in's own interaction pages, in place of oidc-provider's dev interactions:
 * `GET /interaction/{uid}` shows the login form (or finishes a consent prompt at once), and
 * `POST /interaction/{uid}/login` signs the typed login in and sends the browser on (303) to
 * finish the authorization. An unknown or expired interaction answers a 400 page.
 *
 * @example
 * if (pathname.startsWith('/interaction/')) return handleStandInInteraction({ provider, request, response, pathname });
 */
export async function handleStandInInteraction({
  provider,
  request,
  response,
  pathname,
}: HandleStandInInteractionParameters): Promise<void> {
  const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(pathname);
  const isForm = request.method === 'POST' && match?.[2] !== undefined;
  if (!match || (!isForm && request.method !== 'GET'))
    return sendPage({ response, status: 404, html: messagePage('Not found') });
  let details;
  try {
    details = await provider.interactionDetails(request, response);
  } catch {
    return sendPage({
      response,
      status: 400,
      html: messagePage('This sign-in expired or was already used. Start again from the app.'),
    });
  }
  if (details.uid !== match[1])
    return sendPage({
      response,
      status: 400,
      html: messagePage('This sign-in page does not match the current sign-in.'),
    });
  const clientId = details.params.client_id;
  const providerName = isSocialProvider(clientId) ? SOCIAL_PROVIDER_NAMES[clientId] : String(clientId);
  const action = `/interaction/${details.uid}/login`;

  if (details.prompt.name === 'consent') {
    // Only reached when a request insists (prompt=consent): our clients are granted without a page.
    const grant = new provider.Grant({ clientId: String(clientId), accountId: details.session?.accountId ?? '' });
    grant.addOIDCScope('openid email profile');
    return provider.interactionFinished(
      request,
      response,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }
  if (!isForm) return sendPage({ response, status: 200, html: renderStandInLoginPage({ providerName, action }) });

  const login = (await readForm({ request })).get('login')?.trim() ?? '';
  if (!STAND_IN_LOGIN_PATTERN.test(login)) {
    const error = 'Type a user name or an email: letters, digits and . _ % + - @ only.';
    return sendPage({ response, status: 400, html: renderStandInLoginPage({ providerName, action, error, login }) });
  }
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: login } },
    { mergeWithLastSubmission: false },
  );
}

function sendPage({ response, status, html }: { response: ServerResponse; status: number; html: string }): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': STAND_IN_PAGE_CSP,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(html);
}

function messagePage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local OIDC stand-in</title></head><body><h1>Local OIDC stand-in</h1><p>${message}</p></body></html>`;
}

async function readForm({ request }: { request: IncomingMessage }): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return new URLSearchParams();
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
