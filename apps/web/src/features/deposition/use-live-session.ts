import { useCallback, useEffect, useRef, useState } from 'react';
import type { DepositionInsight, DepositionTranscript, LiveEvent, LiveServerMessage, SuggestedQuestion, TestimonySegment } from '@app/contract';
import { announce } from '../../lib/a11y/announcer';
import { currentAccessToken, refreshTokensOnce } from '../../lib/api-client';
import { API_BASE } from '../../lib/config';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { fetchTranscript, postSegments } from './api';
import { insightAnnouncement, liveProtocols, liveUrl } from './format';
import { applyEvents, backoffMs, mergeSegments, stateFromTranscript, withQuestion, type LiveState } from './live-state';

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'closed';
export interface Participant {
  user_id: string;
  name: string;
  role: string;
}

/** While the socket is down the transcript is read this often, so nothing waits for the reconnect. */
const POLL_WHILE_DOWN_MS = 4000;
/** New insights are announced at most this often (one sentence for all that arrived meanwhile). */
const ANNOUNCE_EVERY_MS = 3000;
/** Close codes after which reconnecting cannot help. */
const FINAL_CLOSES = new Set([4403, 4404]);

/**
 * One session's live view: the transcript read on open, then the live channel
 * (GET …/sessions/:id/live, token as the `bearer.<token>` subprotocol), `resume` after `ready`
 * with the last applied seq, events applied in seq order (a gap reads the transcript again),
 * reconnect with back-off and resume from the last applied seq.
 */
export function useLiveSession(sessionId: string) {
  const [state, setState] = useState<LiveState | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [closedReason, setClosedReason] = useState<string | null>(null);
  const [participants, setParticipants] = useState<Participant[]>([]);
  const stateRef = useRef<LiveState | null>(null);
  const pendingInsights = useRef<Pick<DepositionInsight, 'type' | 'title'>[]>([]);
  const [newLines, setNewLines] = useState(0);
  /** Bumped by "Retry" after a failed first load: the view starts over. */
  const [generation, setGeneration] = useState(0);

  const commit = useCallback((next: LiveState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const take = useCallback(
    (transcript: DepositionTranscript) => {
      const current = stateRef.current;
      // A read that raced with live events is only taken when it is at least as new.
      if (!current || transcript.session.last_seq >= current.lastSeq) {
        const fresh = stateFromTranscript(transcript);
        if (current) {
          const known = new Set(current.insights.map((i) => i.id));
          pendingInsights.current.push(...fresh.insights.filter((i) => !known.has(i.id)));
          if (fresh.segments.length > current.segments.length) setNewLines((n) => n + 1);
        }
        commit(fresh);
      }
      setLoadError(null);
    },
    [commit],
  );

  const reload = useCallback(async () => {
    try {
      take(await fetchTranscript(sessionId));
    } catch (error) {
      if (!stateRef.current) setLoadError(error);
    }
  }, [sessionId, take]);

  const onEvents = useCallback(
    (events: LiveEvent[]) => {
      const current = stateRef.current;
      if (!current) return;
      const result = applyEvents(current, events);
      if (result.applied.length > 0) {
        commit(result.state);
        pendingInsights.current.push(...result.applied.flatMap((e) => (e.type === 'insight' ? [e.insight] : [])));
        if (result.applied.some((e) => e.type === 'segment')) setNewLines((n) => n + 1);
      }
      if (result.gap) void reload();
    },
    [commit, reload],
  );

  // The socket, with reconnects; its lifetime is the view's.
  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;

    const startPolling = () => {
      if (!poll) poll = setInterval(() => void reload(), POLL_WHILE_DOWN_MS);
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };

    const connect = () => {
      if (stopped) return;
      const token = currentAccessToken();
      if (!token) {
        setConnection('closed');
        setClosedReason('You are signed out.');
        return;
      }
      const ws = new WebSocket(liveUrl(window.location, API_BASE, sessionId), liveProtocols(token));
      socket = ws;
      ws.onmessage = (message: MessageEvent) => {
        if (typeof message.data !== 'string') return;
        const frame = readFrame(message.data);
        if (!frame) return;
        switch (frame.type) {
          case 'ready':
            attempt = 0;
            setConnection('live');
            setClosedReason(null);
            stopPolling();
            ws.send(JSON.stringify({ type: 'resume', after_seq: stateRef.current?.lastSeq ?? 0 }));
            // Missed while down: the replay after the resume brings it; a gap is read again.
            return;
          case 'event':
            onEvents([frame.event]);
            return;
          case 'presence':
            setParticipants(frame.participants);
            return;
          case 'error':
            notify.error(frame.detail);
            return;
        }
      };
      ws.onclose = (close: CloseEvent) => {
        if (socket !== ws || stopped) return;
        socket = null;
        if (FINAL_CLOSES.has(close.code)) {
          setConnection('closed');
          setClosedReason(close.reason || 'You can no longer follow this session.');
          return;
        }
        setConnection('reconnecting');
        startPolling();
        const retry = () => {
          timer = setTimeout(connect, backoffMs(attempt));
          attempt += 1;
        };
        // An expired token: refresh it once (shared with the API client) before trying again.
        if (close.code === 4401) refreshTokensOnce().then(retry, retry);
        else retry();
      };
    };

    fetchTranscript(sessionId).then(
      (transcript) => {
        if (stopped) return;
        take(transcript);
        connect();
      },
      (error: unknown) => {
        if (!stopped) setLoadError(error);
      },
    );
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopPolling();
      const ws = socket;
      socket = null;
      ws?.close(1000, 'view closed');
    };
  }, [sessionId, reload, take, onEvents, generation]);

  // New insights, spoken politely and at most every few seconds.
  useEffect(() => {
    const interval = setInterval(() => {
      const batch = pendingInsights.current.splice(0);
      const sentence = insightAnnouncement(batch);
      if (sentence) announce(sentence);
    }, ANNOUNCE_EVERY_MS);
    return () => clearInterval(interval);
  }, []);

  /** Typed or pasted testimony over HTTP (the answer's lines show at once; their events follow). */
  const sendTestimony = useCallback(
    async (text: string, source: 'typed' | 'pasted'): Promise<TestimonySegment[]> => {
      const response = await postSegments(sessionId, { text, source });
      const current = stateRef.current;
      if (current) commit({ ...current, segments: mergeSegments(current.segments, response.segments) });
      setNewLines((n) => n + 1);
      return response.segments;
    },
    [sessionId, commit],
  );

  const questionChanged = useCallback(
    (question: SuggestedQuestion) => {
      const current = stateRef.current;
      if (current) commit(withQuestion(current, question));
    },
    [commit],
  );

  const retry = useCallback(() => {
    setLoadError(null);
    setGeneration((g) => g + 1);
  }, []);

  return { state, loadError, retry, connection, closedReason, participants, newLines, reload, sendTestimony, questionChanged, errorText: loadError ? errorMessage(loadError, 'Please try again.') : null };
}

const FRAME_TYPES: readonly string[] = ['ready', 'event', 'presence', 'error'];

/** A server frame (the server writes them from the contract's schemas; only the shape is checked here, keeping zod out of the page). */
export function readFrame(data: string): LiveServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !FRAME_TYPES.includes(type)) return null;
  if (type === 'event') {
    const event = (value as { event?: unknown }).event;
    if (typeof event !== 'object' || event === null || typeof (event as { seq?: unknown }).seq !== 'number') return null;
  }
  return value as LiveServerMessage;
}
