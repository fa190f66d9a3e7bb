import { useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import { REDACTION_REASON_LABELS, type Redaction, type RedactionBox } from '@app/contract';

/** A Letter page's shape: the produced page a box is burned into. */
const PAGE_RATIO = 8.5 / 11;

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/**
 * The page outline with the page's boxes drawn over it; dragging draws a new box in page
 * coordinates (0..1 from the top-left), offered to `onDrawn`. The boxes are shown here only: the
 * document's file is never changed.
 */
export function PageBoxDrawer({ boxes, pending, disabled, onDrawn }: { boxes: Redaction[]; pending: RedactionBox | null; disabled: boolean; onDrawn(box: RedactionBox): void }) {
  const area = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ x: number; y: number; x2: number; y2: number } | null>(null);
  const at = (e: PointerEvent) => {
    const r = area.current!.getBoundingClientRect();
    return { x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) };
  };
  const shown = drag ? { x: Math.min(drag.x, drag.x2), y: Math.min(drag.y, drag.y2), width: Math.abs(drag.x2 - drag.x), height: Math.abs(drag.y2 - drag.y) } : pending;
  const rect = (b: RedactionBox) => ({ position: 'absolute', left: `${b.x * 100}%`, top: `${b.y * 100}%`, width: `${b.width * 100}%`, height: `${b.height * 100}%` }) as const;
  return (
    <Box
      ref={area}
      role="img"
      aria-label={`Page outline with ${boxes.length} redaction box${boxes.length === 1 ? '' : 'es'}${disabled ? '' : '; drag to draw a box'}`}
      onPointerDown={(e) => {
        if (disabled) return;
        e.currentTarget.setPointerCapture?.(e.pointerId);
        const p = at(e);
        setDrag({ x: p.x, y: p.y, x2: p.x, y2: p.y });
      }}
      onPointerMove={(e) => {
        if (drag) setDrag({ ...drag, ...(({ x, y }) => ({ x2: x, y2: y }))(at(e)) });
      }}
      onPointerUp={() => {
        if (drag && shown && shown.width > 0.01 && shown.height > 0.005) onDrawn(shown);
        setDrag(null);
      }}
      sx={{ position: 'relative', width: '100%', maxWidth: 260, aspectRatio: `${PAGE_RATIO}`, border: 1, borderColor: 'divider', bgcolor: 'background.paper', cursor: disabled ? 'default' : 'crosshair', touchAction: 'none', userSelect: 'none' }}
    >
      {boxes.map((r) =>
        r.box ? (
          <Box key={r.id} sx={{ ...rect(r.box), bgcolor: '#000', color: '#fff', fontSize: 9, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }} title={REDACTION_REASON_LABELS[r.reason]}>
            {REDACTION_REASON_LABELS[r.reason]}
          </Box>
        ) : null,
      )}
      {shown ? <Box data-testid="pending-box" sx={{ ...rect(shown), border: '2px dashed', borderColor: 'error.main', bgcolor: 'rgba(0,0,0,0.25)' }} /> : null}
    </Box>
  );
}
