import { useSyncExternalStore } from 'react';
import type { DocumentSummary } from '@app/contract';
import { browserEnvironment, newUploadId } from './browser-environment';
import { localStorageRegistry, type ResumeRegistry } from './resume-registry';
import { UploadQueue, type QueueItem } from './upload-queue';
import { xhrTransport } from './xhr-transport';

/**
 * One upload queue per browser tab, outside React: a paralegal who drops forty files and then
 * opens the case to read the first ones keeps the other uploads going. It belongs to the person
 * signed in; when someone else signs in on this tab, the previous person's uploads stop.
 */
export interface UploadSession {
  userId: string;
  queue: UploadQueue;
  registry: ResumeRegistry;
}

let current: UploadSession | null = null;
let afterUpload: ((document: DocumentSummary) => void) | null = null;

/**
 * What to do each time a file becomes a document. The page sets it once with the app's query
 * client (which lives as long as the tab), so lists refresh even after the person moved on.
 */
export function setAfterUpload(callback: (document: DocumentSummary) => void): void {
  afterUpload = callback;
}

export function uploadSessionFor(userId: string): UploadSession {
  if (current?.userId === userId) return current;
  current?.queue.stopAll();
  const registry = localStorageRegistry(userId);
  const queue = new UploadQueue({
    transport: xhrTransport,
    env: browserEnvironment,
    registry,
    newUploadId,
    onUploaded: (document) => afterUpload?.(document),
  });
  queue.subscribe(() => warnBeforeLeaving(queue.hasUnfinished));
  current = { userId, queue, registry };
  return current;
}

export function useUploadItems(queue: UploadQueue): readonly QueueItem[] {
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
}

// Closing or reloading the tab stops the uploads; the browser asks first while any is unfinished.
let warning = false;
function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

function warnBeforeLeaving(unfinished: boolean): void {
  if (unfinished === warning) return;
  warning = unfinished;
  if (unfinished) window.addEventListener('beforeunload', onBeforeUnload);
  else window.removeEventListener('beforeunload', onBeforeUnload);
}
