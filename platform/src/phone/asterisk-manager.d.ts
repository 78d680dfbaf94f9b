/** The parts of asterisk-manager (plain JavaScript, no types of its own) that amiPhoneSystem uses. */
declare module 'asterisk-manager' {
  import type { EventEmitter } from 'node:events';

  export type AmiMessage = Record<string, string | string[] | Record<string, string> | undefined>;

  export interface AmiManager extends Pick<EventEmitter, 'on' | 'once' | 'removeListener' | 'removeAllListeners'> {
    options: { port?: number; host: string; username: string; password: string; events: boolean };
    connect(port: number, host: string, callback?: (error: Error | null) => void): void;
    login(callback?: (error?: AmiMessage) => void): void;
    action(action: Record<string, string | number | undefined>, callback?: (error: AmiMessage | undefined, response: AmiMessage) => void): string;
    disconnect(callback?: () => void): void;
    isConnected(): boolean;
  }

  function Manager(port: number | undefined, host: string, username: string, password: string, events: boolean): AmiManager;
  export default Manager;
}
