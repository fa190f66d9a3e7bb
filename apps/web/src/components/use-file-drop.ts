import { useEffect, useRef, useState, type DragEvent } from 'react';

export interface DroppedFiles {
  files: File[];
  /** Folders dropped as such (they arrive as empty "files" and would read as empty). */
  folders: string[];
}

/** The dropped files, folders set apart. */
export function splitDroppedFiles(data: DataTransfer): DroppedFiles {
  const files: File[] = [];
  const folders: string[] = [];
  const items = Array.from(data.items ?? []).filter((item) => item.kind === 'file');
  if (items.length === 0) return { files: Array.from(data.files), folders };
  for (const item of items) {
    const entry = typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null;
    const file = item.getAsFile();
    if (entry?.isDirectory) folders.push(entry.name);
    else if (file) files.push(file);
  }
  return { files, folders };
}

/**
 * A drop zone's behaviour, shared by /upload and /transcription: the highlight while files are
 * dragged over it (counted, since entering a child leaves the parent), a drop while blocked handed
 * to `onBlockedDrop` so the page can say why nothing was added, and no navigation away when a file
 * is dropped beside the zone (the browser would open it and leave the page and its uploads).
 */
export function useFileDrop({ blocked, onBlockedDrop, onDrop }: { blocked: boolean; onBlockedDrop(): void; onDrop(dropped: DroppedFiles): void }) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  const handlers = {
    onDragEnter: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      // 'copy' even when blocked: the drop then happens, and the page can say why nothing was added.
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      if (blocked) onBlockedDrop();
      else onDrop(splitDroppedFiles(event.dataTransfer));
    },
  };
  return { active: dragging && !blocked, handlers };
}
