import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { REDACTION_REASON_LABELS, type DocumentDetail, type Redaction, type RedactionBox } from '@app/contract';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { LoadingRows } from '../../components/QueryStates';
import { selectionOffsets } from '../highlights/selection-offsets';
import { useCreateRedaction, useRedactionPage, useRedactions } from './api';
import { PageBoxDrawer, type PaintedBox } from './PageBoxDrawer';
import { redactedRuns } from './redacted-runs';
import { useCurrentSet, useWorkspace } from './workspace';

const FIELDS = [
  { key: 'x', label: 'From left %' },
  { key: 'y', label: 'From top %' },
  { key: 'width', label: 'Width %' },
  { key: 'height', label: 'Height %' },
] as const;
type BoxField = (typeof FIELDS)[number]['key'];
type BoxText = Record<BoxField, string>;

const EMPTY: BoxText = { x: '', y: '', width: '', height: '' };
const asText = (b: RedactionBox): BoxText => ({ x: (b.x * 100).toFixed(1), y: (b.y * 100).toFixed(1), width: (b.width * 100).toFixed(1), height: (b.height * 100).toFixed(1) });
/** The typed box as shares of the page, or null while a field is not a number (the server judges whether it lies on the page). */
function asBox(t: BoxText): RedactionBox | null {
  const n = FIELDS.map((f) => Number(t[f.key].trim().replace(',', '.')));
  if (FIELDS.some((f) => t[f.key].trim() === '') || n.some((v) => !Number.isFinite(v))) return null;
  return { x: n[0]! / 100, y: n[1]! / 100, width: n[2]! / 100, height: n[3]! / 100 };
}

/** The page's text with its text redactions painted over their words (and their reason named); selecting words here redacts them. */
function RedactedText({ text, spans, textRef }: { text: string; spans: Redaction[]; textRef: React.RefObject<HTMLDivElement | null> }) {
  return (
    <Box ref={textRef} data-testid="redacted-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13, lineHeight: 1.7, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {redactedRuns(text, spans).map((run) =>
        run.redaction ? (
          <Box
            component="mark"
            key={run.start}
            data-reason={REDACTION_REASON_LABELS[run.redaction.reason]}
            title={`Redacted – ${REDACTION_REASON_LABELS[run.redaction.reason]}`}
            sx={{ bgcolor: '#000', borderRadius: 0.5, position: 'relative', '&::after': { content: 'attr(data-reason)', position: 'absolute', left: 0, top: '-1.15em', fontSize: 9, lineHeight: 1, px: 0.25, bgcolor: '#000', color: '#fff', whiteSpace: 'nowrap', pointerEvents: 'none' } }}
          >
            {/* The words stay in the text (offsets count them) but are not shown: the black is what will go out. */}
            <Box component="span" sx={{ visibility: 'hidden' }}>
              {text.slice(run.start, run.end)}
            </Box>
          </Box>
        ) : (
          <span key={run.start}>{text.slice(run.start, run.end)}</span>
        ),
      )}
    </Box>
  );
}

/**
 * The viewer's page view while its Redactions tab is open: the page as the production images it,
 * every redaction of the set painted over it (boxes, and text spans where their words are), a box
 * drawn by dragging or typed as page coordinates, and the page's text with its spans painted,
 * where selected words are redacted. The document itself is never changed.
 */
export function RedactionPageView({ doc }: { doc: DocumentDetail }) {
  const { set, canEdit } = useCurrentSet(doc.case_id);
  const ws = useWorkspace();
  const redactions = useRedactions(set?.id ?? null, doc.id);
  const view = useRedactionPage(set?.id ?? null, doc.id, ws.page);
  const create = useCreateRedaction();
  const [typed, setTyped] = useState<BoxText>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<BoxField | 'page', string>>>({});
  const textRef = useRef<HTMLDivElement>(null);

  if (!set) {
    return <Alert severity="info">Start a redaction set in the Redactions tab; its redactions are then drawn over the pages here.</Alert>;
  }
  const page = view.data && view.data.page_number === ws.page ? view.data : null;
  const pageCount = view.data?.page_count ?? Math.max(1, doc.page_count ?? doc.pages.length);
  const items = redactions.data?.redactions ?? [];
  const onPage = items.filter((r) => r.page_number === ws.page);
  const painted: PaintedBox[] = [
    ...onPage.flatMap((r) => (r.box ? [{ key: r.id, box: r.box, reason: r.reason }] : [])),
    ...(page?.places ?? []).flatMap((p) => {
      const r = items.find((i) => i.id === p.redaction_id);
      return r ? p.rects.map((box, k) => ({ key: `${r.id}:${k}`, box, reason: r.reason })) : [];
    }),
  ];
  const spans = onPage.filter((r) => r.start !== null);
  const pageText = doc.pages.find((p) => p.page_number === ws.page)?.text ?? '';
  const drawn = asBox(typed);

  const go = (n: number) => {
    ws.setPage(Math.min(pageCount, Math.max(1, n)));
    setTyped(EMPTY);
    setErrors({});
  };

  const saveBox = async () => {
    const box = asBox(typed);
    if (!box) {
      setErrors(Object.fromEntries(FIELDS.filter((f) => !Number.isFinite(Number(typed[f.key])) || typed[f.key].trim() === '').map((f) => [f.key, 'A number from 0 to 100'])));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync({ setId: set.id, body: { kind: 'box', document_id: doc.id, page_number: ws.page, box, reason: ws.reason } });
      notify.success('Box redacted');
      setTyped(EMPTY);
      ws.setPending(null);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        const found: Partial<Record<BoxField | 'page', string>> = {};
        for (const { field, message } of error.fieldErrors) {
          const key = field === 'page_number' ? 'page' : (field.replace(/^box\./, '') as BoxField);
          found[key] ??= message;
        }
        setErrors(found);
      }
      notify.error(errorMessage(error, 'The box could not be saved.'));
    }
  };

  const redactSelection = async () => {
    const range = textRef.current ? selectionOffsets(textRef.current, document.getSelection()) : null;
    if (!range) {
      notify.error('Select words in the page text first, then choose Redact selection.');
      return;
    }
    try {
      await create.mutateAsync({ setId: set.id, body: { kind: 'text', document_id: doc.id, page_number: ws.page, start: range.start, end: range.end, reason: ws.reason } });
      document.getSelection()?.removeAllRanges();
      notify.success('Selection redacted');
    } catch (error) {
      notify.error(errorMessage(error, 'The selection could not be redacted.'));
    }
  };

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {`Page ${ws.page} of ${pageCount} · ${set.name}`}
        </Typography>
        <IconButton aria-label="Previous page" onClick={() => go(ws.page - 1)} disabled={ws.page <= 1}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label="Next page" onClick={() => go(ws.page + 1)} disabled={ws.page >= pageCount}>
          <ChevronRight />
        </IconButton>
      </Stack>
      {view.isError ? <Alert severity="warning">{errorMessage(view.error, 'This page could not be shown.')}</Alert> : null}
      {!page && view.isPending ? <LoadingRows rows={4} label="Loading the page" /> : null}
      {page ? (
        <Box sx={{ maxWidth: 640, width: '100%', mx: 'auto', opacity: view.isPlaceholderData ? 0.6 : 1 }} aria-busy={view.isPlaceholderData}>
          <PageBoxDrawer
            image={page.image}
            alt={`Page ${ws.page} of ${doc.filename}, with ${painted.length} redaction${painted.length === 1 ? '' : 's'} drawn over it`}
            ratio={page.width / page.height}
            painted={painted}
            pending={drawn}
            disabled={!canEdit}
            onDrawn={(box) => {
              setTyped(asText(box));
              setErrors({});
            }}
          />
        </Box>
      ) : null}
      {page && page.unplaced.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {`${page.unplaced.length} text redaction${page.unplaced.length === 1 ? ' is' : 's are'} found on this scanned page at production (by reading it); they are painted in the text below.`}
        </Typography>
      ) : null}

      {canEdit ? (
        <Box component="form" aria-label="Add a box" onSubmit={(e) => { e.preventDefault(); void saveBox(); }} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Drag over the page to draw a box, or type where it goes (percent of the page from its top-left corner). Reason: {REDACTION_REASON_LABELS[ws.reason]}.
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            {FIELDS.map((f) => (
              <TextField
                key={f.key}
                size="small"
                label={f.label}
                inputMode="decimal"
                value={typed[f.key]}
                onChange={(e) => {
                  setTyped((t) => ({ ...t, [f.key]: e.target.value }));
                  setErrors((x) => ({ ...x, [f.key]: undefined }));
                }}
                error={!!errors[f.key]}
                helperText={errors[f.key]}
              />
            ))}
          </Box>
          {errors.page ? <Alert severity="error">{errors.page}</Alert> : null}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={create.isPending || FIELDS.every((f) => !typed[f.key])}>
              Redact box
            </Button>
            <Button onClick={() => { setTyped(EMPTY); setErrors({}); }} disabled={FIELDS.every((f) => !typed[f.key])}>
              Clear
            </Button>
          </Stack>
        </Box>
      ) : null}

      <Typography variant="subtitle2" component="h3">
        {`Text of page ${ws.page}`}
      </Typography>
      {pageText ? <RedactedText text={pageText} spans={spans} textRef={textRef} /> : <Typography variant="body2" color="text.secondary">No text on this page.</Typography>}
      {canEdit && pageText ? (
        <Button variant="outlined" onMouseDown={(e) => e.preventDefault()} onClick={() => void redactSelection()} disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
          Redact selection
        </Button>
      ) : null}
    </Stack>
  );
}
