// Relays number their pushes with integers beyond 2^53 (the SDK's big-integer ids). JSON.parse
// would round them, and an ack with a rounded id acknowledges nothing: the relay would deliver
// the message again. So a large `id` is read as its digits and written back unquoted.
const LARGE_ID_IN = /("id"\s*:\s*)(\d{16,})(?=\s*[,}])/g;
const LARGE_ID_OUT = /("id":)"(\d{16,})"/;

/** The relay frame as parsed JSON; a large numeric `id` becomes a string of its digits. */
export function parseRelayFrame(text: string): unknown {
  return JSON.parse(text.replace(LARGE_ID_IN, '$1"$2"'));
}

/** JSON text of a frame for the relay; an id kept as digits goes out as the number it was. */
export function stringifyRelayFrame(frame: { id: number | string; [key: string]: unknown }): string {
  const text = JSON.stringify(frame);
  return typeof frame.id === 'string' ? text.replace(LARGE_ID_OUT, '$1$2') : text;
}
