/**
 * Where a sign-in message passed with GET_USER or CONNECT_SOCIAL leaves the account, unknown
 * before the embedded wallet's sign-in (AppKit's placeholder): the frame fills it with the
 * signed-in address (issue 16 part 5). A module of its own: the sign-in chunk needs no schema.
 */
export const SIWX_ACCOUNT_PLACEHOLDER = '<<AccountAddress>>';
