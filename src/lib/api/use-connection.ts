/** The current connection as React state (kept apart from connection.ts so workers can use that without React). */
import { useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection, type Connection } from './connection.ts';

export function useConnection(): Connection {
  return useSyncExternalStore(subscribeConnection, getConnection, getConnection);
}
