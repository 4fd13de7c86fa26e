import { PROFILE_AVATAR_PATH } from '../../src/core/protocol/names-api.js';
import { initialsOf } from '../directory/initials-of.js';
import { renderInitialsSvg } from '../directory/render-initials-svg.js';

/** The headers of routes/images.ts's generated images: an SVG that may load and run nothing. */
export const NAME_AVATAR_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  // Drawn from the name alone, and a name never changes owner: a day is safe.
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * The avatar of a name: the label's initials on a colour from a hash of the full name. Nothing a
 * user typed (an `avatar` attribute) is ever fetched (issue 18 part 4).
 *
 * @example
 * renderNameAvatar({ name: 'alice.reown.id' }); // '<svg …>AL</svg>'
 */
export function renderNameAvatar({ name }: { name: string }): string {
  const label = name.split('.')[0] ?? name;
  return renderInitialsSvg({ seed: name, text: initialsOf({ name: label }), title: name });
}

/**
 * The absolute avatar URL the identity answer carries: on the server that answered, with the
 * project id the avatar route requires.
 *
 * @example
 * nameAvatarUrl({ requestUrl: c.req.url, projectId, name: 'alice.reown.id' });
 * // 'http://localhost:8787/v1/profile/avatar/alice.reown.id?projectId=demo-project'
 */
export function nameAvatarUrl({
  requestUrl,
  projectId,
  name,
}: {
  requestUrl: string;
  projectId: string;
  name: string;
}) {
  const { origin } = new URL(requestUrl);
  return `${origin}${PROFILE_AVATAR_PATH}/${encodeURIComponent(name)}?projectId=${encodeURIComponent(projectId)}`;
}
