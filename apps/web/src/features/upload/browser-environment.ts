import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { UploadEnvironment } from './chunked-uploader';
import { abortError } from './upload-transport';

/**
 * The browser side of the uploader's environment. WebCrypto (`crypto.subtle`, `randomUUID`) exists
 * only in secure contexts; a firm that serves the app over plain HTTP on its LAN still gets
 * working uploads through the pure-JS fallbacks.
 */
export const browserEnvironment: UploadEnvironment = {
  waitToRetry(ms, signal) {
    return new Promise<void>((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError());
        return;
      }
      // Offline: no point in counting seconds, wait for the connection. Online: wait, but go at
      // once if the connection comes back meanwhile (it may have dropped between two checks).
      const timer = navigator.onLine ? setTimeout(done, ms) : undefined;
      window.addEventListener('online', done);
      signal.addEventListener('abort', stop);
      function cleanup() {
        clearTimeout(timer);
        window.removeEventListener('online', done);
        signal.removeEventListener('abort', stop);
      }
      function done() {
        cleanup();
        resolve();
      }
      function stop() {
        cleanup();
        reject(abortError());
      }
    });
  },
  async digestChunk(bytes) {
    if (globalThis.crypto?.subtle) {
      // A copy backed by a plain ArrayBuffer, as digest() requires.
      return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))));
    }
    return bytesToHex(sha256(bytes));
  },
};

/** A random (v4) uuid for a new upload. */
export function newUploadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = bytesToHex(b);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
