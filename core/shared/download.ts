import { serviceIdentifier } from './service-identifier';
/** Bytes the console fetched and hands on without reading them (a Blob in the browser). */
export interface FileBytes {
  readonly size: number;
}

/** Hands a file to the person (a browser download): text the console wrote, or bytes it fetched. */
export const DownloadPort = serviceIdentifier<DownloadPort>('DownloadPort');
export interface DownloadPort {
  save(filename: string, content: string | FileBytes, mediaType: string): void;
}
