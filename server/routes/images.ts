import type Database from 'better-sqlite3';
import { Hono, type Context } from 'hono';
import { ApiErrorCode, apiError } from '../directory/api-error.js';
import type { ImageCatalog, ImageLabel } from '../directory/build-image-catalog.js';
import { initialsOf } from '../directory/initials-of.js';
import { renderInitialsSvg } from '../directory/render-initials-svg.js';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';

export interface ImagesRoutesParameters {
  database: Database.Database;
  catalog: ImageCatalog;
}

const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  // Deterministic per id; a day keeps grids fast without pinning a changed registry forever.
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  // An SVG opened on its own is a document: it may not load or run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * The image endpoints of SPEC §7, all `?projectId&st&sv`, answering a generated SVG
 * (`image/svg+xml`: initials on a colour from a hash of the id; nothing is fetched):
 * `GET /getWalletImage/{walletId}`, `GET /public/getAssetImage/{id}` (a namespace such as
 * `eip155`, or `eip155:{chainId}` of a served chain), `GET /public/getCurrencyImage/{code}`
 * (`USD`, `EUR`, …), `GET /public/getTokenImage/{symbol}` (`ETH`, `DEV`, …). An unknown id → 404
 * NOT_FOUND.
 *
 * @example
 * app.route('/', imagesRoutes({ database, catalog }));
 */
export function imagesRoutes({ database, catalog }: ImagesRoutesParameters): Hono<ProjectEnv> {
  const walletName = database.prepare('SELECT name FROM wallets WHERE id = ?').pluck();
  const project = requireProject({ database });

  const answer = (c: Context, id: string, label: ImageLabel | undefined) => {
    if (!label) return apiError({ c, status: 404, code: ApiErrorCode.notFound, message: 'Image not found' });
    return c.body(renderInitialsSvg({ seed: id, ...label }), 200, IMAGE_HEADERS);
  };
  return new Hono<ProjectEnv>()
    .get('/getWalletImage/:id', project, (c) => {
      const id = c.req.param('id');
      const name = walletName.get(id) as string | undefined;
      return answer(c, id, name === undefined ? undefined : { text: initialsOf({ name }), title: name });
    })
    .get('/public/getAssetImage/:id', project, (c) =>
      answer(c, c.req.param('id'), catalog.asset.get(c.req.param('id'))),
    )
    .get('/public/getCurrencyImage/:id', project, (c) => {
      const code = c.req.param('id').toUpperCase();
      return answer(c, code, catalog.currency.get(code));
    })
    .get('/public/getTokenImage/:id', project, (c) => {
      const symbol = c.req.param('id').toUpperCase();
      return answer(c, symbol, catalog.token.get(symbol));
    });
}
