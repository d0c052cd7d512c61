/**
 * The API key of this tab: kept in sessionStorage (gone when the tab closes), sent only as the Bearer
 * header of REST and GraphQL requests and the WebSocket's connection parameters. Never in a URL,
 * never logged.
 */
const STORAGE_KEY = 'ledgerlens.apiKey';

export const readKey = (): string | null => sessionStorage.getItem(STORAGE_KEY);
export const storeKey = (key: string): void => sessionStorage.setItem(STORAGE_KEY, key);
export const forgetKey = (): void => sessionStorage.removeItem(STORAGE_KEY);
