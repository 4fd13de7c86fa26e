/** Parameters each view takes; the router is typed by this map (no shared untyped bag). */
export interface ViewParams {
  Connect: undefined;
  ConnectingExternal: { connectorId: string };
  Account: undefined;
}

export type ViewName = keyof ViewParams;

export type RouteEntry = { [V in ViewName]: { view: V; params: ViewParams[V] } }[ViewName];
