// How `npm run bench` prints the requests-per-view run (measure-view-requests.mjs). Pure, so a test
// can feed it crafted views.

/**
 * The lines of the requests-per-view report: a view per line with how many requests opening it
 * made, then each request indented, its URL shortened to a path on `origin` and marked NOT OURS
 * when it went elsewhere; a view the page does not offer says so.
 *
 * @example
 * formatViewRequests({ views: [{ view: 'Connect', via: 'the connect button', shown: true, requests: [] }], origin });
 * // ['  Connect (the connect button): 0 requests']
 */
export function formatViewRequests({ views, origin }) {
  return views.flatMap(({ view, via, shown, requests }) => {
    if (!shown) return [`  ${view} (${via}): not offered on this page`];
    const count = `${requests.length} request${requests.length === 1 ? '' : 's'}`;
    return [
      `  ${view} (${via}): ${count}`,
      ...requests.map((request) => {
        const space = request.indexOf(' ');
        const url = new URL(request.slice(space + 1));
        const shown = url.origin === origin ? `${url.pathname}${url.search}` : url.href;
        return `    ${request.slice(0, space)} ${shown}${url.origin === origin ? '' : '  NOT OURS'}`;
      }),
    ];
  });
}
