import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Transcript, TranscriptSegment, User } from '@app/contract';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { announce } from '../../lib/a11y/announcer';
import { useTranscript, useUpdateSegment } from './api';
import { ExportMenu } from './ExportMenu';
import { ExhibitsPanel, SpeakersPanel } from './TranscriptPanels';
import { FindBar } from './FindBar';
import { findMatches, queryWords, segmentForHit } from './find-in-transcript';
import { MediaPlayer } from './MediaPlayer';
import { OpenDocument } from './OpenDocument';
import { hasTimes } from './segment-lookup';
import { SegmentRow } from './SegmentRow';
import { SpeakerRenameDialog } from './SpeakerRenameDialog';
import { speakerColours } from './speaker-colours';
import { formatPageLine, formatTimecode } from './time-format';
import { SCROLL_KEYS, useFollowScroll } from './use-follow-scroll';
import { useSegmentEditing } from './use-segment-editing';
import { useTranscriptFind } from './use-transcript-find';
import { useTranscriptPlayback } from './use-transcript-playback';

/** Where a search hit brought the reader: the transcript document's page and the words searched for. */
export interface TranscriptArrival {
  page: number | null;
  q: string;
}

export function TranscriptView({ jobId, arrival, user, onBack }: { jobId: string; arrival: TranscriptArrival | null; user: User; onBack(): void }) {
  const query = useTranscript(jobId);
  return (
    <Stack spacing={2}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={onBack} size="small">
          All transcriptions
        </Button>
      </Box>
      {query.isPending ? <LoadingRows rows={8} height={40} label="Loading the transcript" /> : null}
      {query.isError && !query.data ? <LoadError error={query.error} what="the transcript" onRetry={() => void query.refetch()} /> : null}
      {query.data ? <TranscriptBody transcript={query.data} arrival={arrival} user={user} /> : null}
    </Stack>
  );
}

/** The words searched for, as the find box takes them: the whole phrase when it occurs, else its first word that does. */
function findTextFor(segments: readonly TranscriptSegment[], q: string): string {
  const phrase = q.replace(/["()]/g, ' ').trim();
  if (phrase && findMatches(segments, phrase).length > 0) return phrase;
  return queryWords(q).find((word) => findMatches(segments, word).length > 0) ?? '';
}

/** Where a search hit lands: the segment, the words to mark, and how to say where it is. */
function landingFor(segments: readonly TranscriptSegment[], arrival: TranscriptArrival) {
  const index = segmentForHit(segments, arrival.page, arrival.q);
  const segment = segments[index];
  if (!segment) return null;
  const timed = segment.start !== null;
  return { index, timed, words: findTextFor(segments, arrival.q), where: timed ? formatTimecode(segment.start ?? 0) : formatPageLine(segment.page, segment.line) };
}

function TranscriptBody({ transcript, arrival, user }: { transcript: Transcript; arrival: TranscriptArrival | null; user: User }) {
  const { job, segments } = transcript;
  const timed = hasTimes(segments);
  const playable = transcript.has_media && transcript.media_type !== null && timed;
  const colours = useMemo(() => speakerColours(segments, transcript.speakers), [segments, transcript.speakers]);
  const speakers = useMemo(() => [...colours.keys()], [colours]);

  // A search hit opens at the segment of that page holding the words, marked, focused and cued up.
  const [landing] = useState(() => (arrival ? landingFor(segments, arrival) : null));
  const [focused, setFocused] = useState(landing?.index ?? 0);
  const target = landing?.index ?? -1;
  const [speakerMenu, setSpeakerMenu] = useState<{ speaker: string; anchor: HTMLElement } | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const { boxRef, rowAt, reveal, userScrolledRecently, noteUserScroll, forgetUserScroll } = useFollowScroll();
  const update = useUpdateSegment(job.id);
  // Stable across renders (unlike the mutation object), so the memoised rows do not redraw on every render.
  const saveSegment = update.mutateAsync;
  const { editMode, setEditMode, editing, setEditing, startEdit, save, cancelEdit } = useSegmentEditing(segments, transcript.can_edit, focused, setFocused, rowAt, saveSegment);
  const shouldReveal = useCallback(() => !userScrolledRecently() && editing === null, [userScrolledRecently, editing]);
  const { playing, follow, setFollow, seek, onTime, onReady, onElement } = useTranscriptPlayback(segments, landing?.timed ? landing.index : -1, reveal, shouldReveal);
  const { find, matches, matchIndex, currentMatch, noMatches, rowsWithMatches, stepFind, changeFind } = useTranscriptFind(
    segments,
    landing ? { words: landing.words, index: landing.index } : null,
    (index) => {
      setFocused(index);
      reveal(index, { force: true });
    },
  );

  const focusRow = useCallback(
    (index: number) => {
      setFocused(index);
      reveal(index, { force: true });
      // At once, not in a later frame: a deferred focus could pull it back out of an editor opened meanwhile.
      rowAt(index)?.focus({ preventScroll: true });
    },
    [reveal, rowAt],
  );

  useEffect(() => {
    if (!landing) return;
    reveal(landing.index, { force: true });
    rowAt(landing.index)?.focus({ preventScroll: true });
    const start = segments[landing.index]?.start;
    if (start !== null && start !== undefined) seek(start, false);
    announce(`Opened at ${landing.where}`);
    // Once, when the transcript first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const activate = useCallback(
    (index: number) => {
      setFocused(index);
      const start = segments[index]?.start;
      if (start !== null && start !== undefined && playable) {
        forgetUserScroll();
        seek(start, true);
      }
    },
    [segments, playable, seek, forgetUserScroll],
  );

  const openSpeakerMenu = useCallback((speaker: string, anchor: HTMLElement) => setSpeakerMenu({ speaker, anchor }), []);

  const listKeys = (event: KeyboardEvent<HTMLElement>) => {
    if (SCROLL_KEYS.includes(event.key)) noteUserScroll();
    if (editing !== null || (event.target as HTMLElement).closest('input, textarea, button')) return;
    const last = segments.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      focusRow(Math.max(0, Math.min(last, index)));
    };
    if (event.key === 'ArrowDown') move(focused + 1);
    else if (event.key === 'ArrowUp') move(focused - 1);
    else if (event.key === 'Home' && event.ctrlKey) move(0);
    else if (event.key === 'End' && event.ctrlKey) move(last);
    else if (editMode && (event.key === 'Enter' || event.key === 'e' || event.key === 'E') && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      startEdit(focused);
    } else if (!editMode && event.key === 'Enter') {
      event.preventDefault();
      activate(focused);
    }
  };

  const linesOf = (speaker: string | null) => (speaker === null ? 0 : segments.filter((s) => s.speaker === speaker).length);
  const title = job.filename;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              job.case_name,
              job.kind === 'import' ? "Imported court reporter's transcript, cited page:line" : transcript.duration !== null ? `${formatTimecode(transcript.duration)} long` : null,
              `${segments.length} ${segments.length === 1 ? 'line' : 'lines'}`,
              `version ${transcript.version}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <ExportMenu jobId={job.id} sourceName={job.filename} timed={timed} />
          {job.transcript_document_id ? <OpenDocument user={user} caseId={job.case_id} documentId={job.transcript_document_id} label="Open in case" /> : null}
        </Stack>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          {playable && transcript.media_type ? (
            <MediaPlayer jobId={job.id} mediaType={transcript.media_type} title={title} onElement={onElement} onReady={onReady} onTime={onTime} />
          ) : job.kind === 'media' ? (
            <Alert severity="info">The recording cannot be played here{transcript.has_media ? '' : ': no playable copy of it exists'}. The time codes still say where each line is.</Alert>
          ) : null}

          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
              <FindBar value={find} onChange={changeFind} count={matches.length} current={matchIndex} onStep={stepFind} />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                {playable ? (
                  <FormControlLabel control={<Switch checked={follow} onChange={(e) => setFollow(e.target.checked)} />} label="Follow playback" sx={{ mr: 0 }} />
                ) : null}
                {transcript.can_edit ? (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={editMode}
                        onChange={(e) => {
                          setEditMode(e.target.checked);
                          if (!e.target.checked) setEditing(null);
                          else focusRow(focused);
                        }}
                      />
                    }
                    label="Edit"
                    sx={{ mr: 0 }}
                  />
                ) : null}
              </Stack>
            </Stack>
            {editMode ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} id="transcript-edit-keys">
                Edit mode: ↑ ↓ move between lines, Enter or E edits the line, Ctrl+Enter (⌘+Enter) saves, Escape cancels. Time codes never change.
              </Typography>
            ) : null}
          </Paper>

          {segments.length === 0 ? (
            <Paper variant="outlined">
              <EmptyState title="This transcript has no lines">Nothing was recognised in the recording.</EmptyState>
            </Paper>
          ) : (
            <Paper
              variant="outlined"
              ref={boxRef}
              component="ul"
              aria-label="Transcript"
              aria-describedby={editMode ? 'transcript-edit-keys' : undefined}
              data-testid="transcript-lines"
              onKeyDown={listKeys}
              onWheel={noteUserScroll}
              onTouchMove={noteUserScroll}
              onPointerDown={(event) => {
                // A press on the box's own scrollbar (not on a line) is a hand scroll.
                if (event.target === event.currentTarget) noteUserScroll();
              }}
              onFocus={(event) => {
                const index = Number((event.target as HTMLElement).dataset.index);
                if (Number.isInteger(index) && index !== focused) setFocused(index);
              }}
              sx={{
                m: 0,
                p: 0,
                overflowY: 'auto',
                position: 'relative',
                maxHeight: { xs: '70vh', md: 'calc(100vh - 320px)' },
                minHeight: 240,
                // Rows share the columns (subgrid), so every line's words start at the same place.
                display: 'grid',
                gridTemplateColumns: { xs: 'max-content minmax(0, 1fr)', sm: 'max-content minmax(0, max-content) minmax(0, 1fr)' },
                alignContent: 'start',
              }}
            >
              {segments.map((segment, index) => (
                <SegmentRow
                  key={segment.id}
                  segment={segment}
                  index={index}
                  playing={index === playing}
                  focused={index === focused}
                  target={index === target}
                  colour={colours.get(segment.speaker) ?? '#37474f'}
                  matches={rowsWithMatches.has(index) ? matches : noMatches}
                  currentMatch={currentMatch?.segment === index ? matchIndex : -1}
                  editing={editing === segment.id}
                  speakers={speakers}
                  saving={update.isPending}
                  onActivate={editMode ? startEdit : activate}
                  onSpeakerMenu={openSpeakerMenu}
                  onSave={save}
                  onCancelEdit={cancelEdit}
                />
              ))}
            </Paper>
          )}
        </Stack>

        <Stack spacing={2}>
          <SpeakersPanel speakers={speakers} colours={colours} counts={(s) => linesOf(s)} canEdit={transcript.can_edit} onRename={setRenaming} />
          <ExhibitsPanel exhibits={transcript.exhibits} segments={segments} user={user} caseId={job.case_id} onGoTo={(index) => focusRow(index)} />
        </Stack>
      </Box>

      <Menu anchorEl={speakerMenu?.anchor ?? null} open={speakerMenu !== null} onClose={() => setSpeakerMenu(null)}>
        {transcript.can_edit ? (
          <MenuItem
            onClick={() => {
              setRenaming(speakerMenu?.speaker ?? null);
              setSpeakerMenu(null);
            }}
          >
            Rename {speakerMenu?.speaker} everywhere
          </MenuItem>
        ) : (
          <MenuItem disabled>You cannot rename speakers in this case</MenuItem>
        )}
        <MenuItem
          onClick={() => {
            changeFind('');
            const speaker = speakerMenu?.speaker;
            setSpeakerMenu(null);
            const next = segments.findIndex((s, i) => i > focused && s.speaker === speaker);
            const first = next >= 0 ? next : segments.findIndex((s) => s.speaker === speaker);
            if (first >= 0) focusRow(first);
          }}
        >
          Next line of {speakerMenu?.speaker}
        </MenuItem>
      </Menu>
      <SpeakerRenameDialog jobId={job.id} from={renaming} lines={linesOf(renaming)} onClose={() => setRenaming(null)} />
    </Stack>
  );
}
