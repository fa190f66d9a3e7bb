import { useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import { REDACTION_REASON_LABELS, type RedactionBox, type RedactionReason } from '@app/contract';

/** A redaction painted over the page: where, why, and which redaction it is. */
export interface PaintedBox {
  key: string;
  box: RedactionBox;
  reason: RedactionReason;
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));
const rect = (b: RedactionBox) => ({ position: 'absolute', left: `${b.x * 100}%`, top: `${b.y * 100}%`, width: `${b.width * 100}%`, height: `${b.height * 100}%` }) as const;

/**
 * The page image with its redactions painted over it (black, with the reason), at any width: the
 * boxes are shares of the page, so they scale with the picture. Dragging with a mouse, a pen or a
 * finger (pointer events) draws a new box, offered to `onDrawn`. Nothing is written into the
 * document: the picture is the original page.
 */
export function PageBoxDrawer({ image, alt, ratio, painted, pending, disabled, onDrawn }: { image: string | null; alt: string; ratio: number; painted: PaintedBox[]; pending: RedactionBox | null; disabled: boolean; onDrawn(box: RedactionBox): void }) {
  const area = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number; pointer: number } | null>(null);
  const [drag, setDrag] = useState<RedactionBox | null>(null);
  const at = (e: PointerEvent) => {
    const r = area.current!.getBoundingClientRect();
    return { x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) };
  };
  const spanTo = (p: { x: number; y: number }): RedactionBox | null => {
    const s = start.current;
    return s ? { x: Math.min(s.x, p.x), y: Math.min(s.y, p.y), width: Math.abs(p.x - s.x), height: Math.abs(p.y - s.y) } : null;
  };
  const shown = drag ?? pending;
  return (
    <Box
      ref={area}
      data-testid="redaction-page"
      onPointerDown={(e) => {
        if (disabled || e.button > 0) return;
        e.preventDefault();
        // Keeps the drag when the pointer leaves the page; a pointer the browser no longer tracks cannot be captured, and the drag works without it.
        try {
          e.currentTarget.setPointerCapture?.(e.pointerId);
        } catch {
          /* not capturable: the page's own move and up events still arrive */
        }
        start.current = { ...at(e), pointer: e.pointerId };
        setDrag(spanTo(at(e)));
      }}
      onPointerMove={(e) => {
        if (start.current?.pointer === e.pointerId) setDrag(spanTo(at(e)));
      }}
      onPointerUp={(e) => {
        if (start.current?.pointer !== e.pointerId) return;
        const box = spanTo(at(e));
        start.current = null;
        setDrag(null);
        // A click, or a stroke too thin to be meant as a box, draws nothing.
        if (box && box.width > 0.01 && box.height > 0.005) onDrawn(box);
      }}
      onPointerCancel={() => {
        start.current = null;
        setDrag(null);
      }}
      sx={{ position: 'relative', width: '100%', aspectRatio: `${ratio}`, border: 1, borderColor: 'divider', bgcolor: '#fff', cursor: disabled ? 'default' : 'crosshair', touchAction: disabled ? 'auto' : 'none', userSelect: 'none', overflow: 'hidden' }}
    >
      {image ? <Box component="img" src={image} alt={alt} draggable={false} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }} /> : null}
      {painted.map((p) => (
        <Box
          key={p.key}
          data-testid="painted-redaction"
          title={`Redacted – ${REDACTION_REASON_LABELS[p.reason]}`}
          sx={{ ...rect(p.box), bgcolor: '#000', color: '#fff', fontSize: { xs: 7, sm: 10 }, lineHeight: 1, fontWeight: 700, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', whiteSpace: 'nowrap', pointerEvents: 'none' }}
        >
          {REDACTION_REASON_LABELS[p.reason]}
        </Box>
      ))}
      {shown ? <Box data-testid="pending-box" sx={{ ...rect(shown), border: '2px dashed', borderColor: 'error.main', bgcolor: 'rgba(0,0,0,0.25)', pointerEvents: 'none' }} /> : null}
    </Box>
  );
}
