import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { errorMessage } from '../../lib/form-errors';
import { fetchMediaLink, type MediaLinkInfo } from './api';

/** A link is renewed this long before it expires (range requests keep using it while playing). */
const RENEW_BEFORE_MS = 60_000;
const MIN_RENEW_MS = 5_000;
/** Failures to load in a row before the player gives up and says so. */
const MAX_RELOADS = 3;

export interface MediaPlayerProps {
  jobId: string;
  mediaType: 'audio' | 'video';
  title: string;
  /** The element, once it exists (the transcript seeks and reads the time through it). */
  onElement(element: HTMLMediaElement | null): void;
  /** The media can be played (metadata known): a pending seek may go now. */
  onReady(element: HTMLMediaElement): void;
  onTime(seconds: number): void;
}

/**
 * The recording, from a short-lived signed link (an <audio>/<video> element cannot send the bearer
 * token). The link is renewed before it expires; a playing element keeps its old link until it
 * pauses or its next range request fails, then takes the new one at the same moment of the
 * recording, so renewing never interrupts listening.
 */
export function MediaPlayer({ jobId, mediaType, title, onElement, onReady, onTime }: MediaPlayerProps) {
  const [link, setLink] = useState<MediaLinkInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const element = useRef<HTMLMediaElement | null>(null);
  const pending = useRef<MediaLinkInfo | null>(null);
  const resume = useRef<{ time: number; play: boolean } | null>(null);
  const reloads = useRef(0);

  const load = useCallback(
    (): Promise<MediaLinkInfo | null> =>
      fetchMediaLink(jobId).catch((error: unknown) => {
        setProblem(errorMessage(error, 'The recording could not be loaded.'));
        return null;
      }),
    [jobId],
  );

  /** Switches the element to a new link, keeping where it was and whether it played. */
  const swap = useCallback((next: MediaLinkInfo) => {
    const el = element.current;
    if (el && el.currentSrc) resume.current = { time: el.currentTime, play: !el.paused };
    pending.current = null;
    setLink(next);
  }, []);

  // The parent keys the player by job, so a new job starts from a fresh state.
  useEffect(() => {
    let live = true;
    void load().then((first) => {
      if (live && first) setLink(first);
    });
    return () => {
      live = false;
    };
  }, [load]);

  // Renew before expiry; apply at once when paused, else at the next pause (or failure).
  useEffect(() => {
    if (!link) return;
    const wait = Math.max(MIN_RENEW_MS, new Date(link.expires_at).getTime() - Date.now() - RENEW_BEFORE_MS);
    const timer = setTimeout(() => {
      void load().then((next) => {
        if (!next) return;
        if (element.current && !element.current.paused) pending.current = next;
        else swap(next);
      });
    }, wait);
    return () => clearTimeout(timer);
  }, [link, load, swap]);

  const attach = useCallback(
    (el: HTMLMediaElement | null) => {
      element.current = el;
      onElement(el);
    },
    [onElement],
  );

  const events = {
    onLoadedMetadata: (event: SyntheticEvent<HTMLMediaElement>) => {
      const el = event.currentTarget;
      reloads.current = 0;
      const back = resume.current;
      resume.current = null;
      if (back) {
        el.currentTime = back.time;
        if (back.play) void el.play().catch(() => undefined);
      }
      onReady(el);
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLMediaElement>) => onTime(event.currentTarget.currentTime),
    onSeeked: (event: SyntheticEvent<HTMLMediaElement>) => onTime(event.currentTarget.currentTime),
    onPause: () => {
      if (pending.current) swap(pending.current);
    },
    onError: () => {
      // Most often an expired link on a later range request: take a fresh one and carry on.
      if (reloads.current >= MAX_RELOADS) {
        setProblem('The recording could not be played. Reload the page to try again.');
        return;
      }
      reloads.current += 1;
      void load().then((next) => {
        if (next) swap(next);
      });
    },
  };

  if (problem) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        {problem}
      </Alert>
    );
  }
  if (!link) return <Skeleton variant="rounded" height={mediaType === 'video' ? 220 : 54} aria-label="Loading the recording" />;
  return mediaType === 'video' ? (
    <video
      ref={attach}
      src={link.url}
      controls
      preload="metadata"
      playsInline
      aria-label={`Recording: ${title}`}
      data-testid="transcript-player"
      style={{ width: '100%', maxHeight: 'min(360px, 40vh)', background: '#000', borderRadius: 8, display: 'block' }}
      {...events}
    />
  ) : (
    <audio ref={attach} src={link.url} controls preload="metadata" aria-label={`Recording: ${title}`} data-testid="transcript-player" style={{ width: '100%', display: 'block' }} {...events} />
  );
}
