/** What the portal uses of Human API's Connect client (humanapi-connect-client 2, MIT): its window and its events. */
declare module 'humanapi-connect-client' {
  /** What every event brings: the sources the member has connected to the plan, among others. */
  export interface ConnectEvent {
    readonly currentConnections?: readonly { readonly name: string; readonly id: string }[];
  }
  interface HumanConnect {
    open(options: { token: string; version: 'V2'; enableFocusTrap?: boolean }): void;
    on(event: 'close' | 'connect' | 'disconnect' | 'error', listener: (event: ConnectEvent) => void): void;
  }
  const humanConnect: HumanConnect;
  export default humanConnect;
}
