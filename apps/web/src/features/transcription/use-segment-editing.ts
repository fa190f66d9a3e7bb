import { useCallback, useEffect, useState } from 'react';
import type { TranscriptSegment, UpdateSegmentRequest } from '@app/contract';
import { announce } from '../../lib/a11y/announcer';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';

type SaveSegment = (input: { segmentId: string; body: UpdateSegmentRequest }) => Promise<unknown>;

/**
 * Editing lines: edit mode, the line open in its editor, saving only what changed, and giving
 * the focus back to the line once its editor has left the page.
 */
export function useSegmentEditing(
  segments: readonly TranscriptSegment[],
  canEdit: boolean,
  focused: number,
  setFocused: (index: number) => void,
  rowAt: (index: number) => HTMLElement | null | undefined,
  saveSegment: SaveSegment,
) {
  const [editMode, setEditMode] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  // Leaving the editor gives the focus back to its line, once the editor is gone from the page.
  const [refocus, setRefocus] = useState<number | null>(null);

  const startEdit = (index: number) => {
    const segment = segments[index];
    if (!segment || !canEdit) return;
    setFocused(index);
    setEditing(segment.id);
  };
  const endEdit = (index: number) => {
    setEditing(null);
    setRefocus(index);
  };
  useEffect(() => {
    if (refocus === null || editing !== null) return;
    rowAt(refocus)?.focus({ preventScroll: true });
  }, [refocus, editing, rowAt]);
  const save = useCallback(
    async (segment: TranscriptSegment, change: { text: string; speaker: string }) => {
      const body = { ...(change.text !== segment.text ? { text: change.text } : {}), ...(change.speaker !== segment.speaker ? { speaker: change.speaker } : {}) };
      const index = Math.max(0, segments.findIndex((s) => s.id === segment.id));
      if (Object.keys(body).length === 0) {
        endEdit(index);
        return;
      }
      try {
        await saveSegment({ segmentId: segment.id, body });
        announce('Line saved');
        endEdit(index);
      } catch (error) {
        notify.error(errorMessage(error, 'The line could not be saved.'));
      }
    },
    [saveSegment, segments],
  );
  const cancelEdit = useCallback(() => {
    const index = segments.findIndex((s) => s.id === editing);
    endEdit(index >= 0 ? index : focused);
  }, [segments, editing, focused]);

  return { editMode, setEditMode, editing, setEditing, startEdit, save, cancelEdit };
}
