import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/form-errors';
import { postAudioChunk } from './api';

/**
 * Seconds of speech per request. Each chunk is a complete recording (a new MediaRecorder per
 * chunk): MediaRecorder's timeslice pieces after the first have no header and cannot be decoded
 * on their own. A few seconds keeps the line close to real time without cutting every sentence.
 */
export const CHUNK_SECONDS = 6;

export type MicrophoneKind = 'question' | 'answer';
export type MicrophoneState = 'off' | 'starting' | 'listening' | 'error';

/** The recording type Chromium and Firefox both make and the server's ffmpeg reads. */
export function recordingType(isSupported: (type: string) => boolean): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus'].find((type) => isSupported(type));
}

/** One microphone stream cut into complete recordings of CHUNK_SECONDS, each handed to `onChunk`. */
class ChunkedRecorder {
  private recorder: MediaRecorder | null = null;
  private timer: number | null = null;
  private stopped = false;

  constructor(
    private readonly stream: MediaStream,
    private readonly onChunk: (blob: Blob) => void,
  ) {}

  start(): void {
    if (this.stopped) return;
    const type = recordingType((t) => MediaRecorder.isTypeSupported(t));
    const recorder = new MediaRecorder(this.stream, type ? { mimeType: type } : undefined);
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    recorder.onstop = () => this.onChunk(new Blob(parts, { type: recorder.mimeType || type || 'audio/webm' }));
    recorder.start();
    this.recorder = recorder;
    this.timer = window.setTimeout(() => {
      if (recorder.state !== 'inactive') recorder.stop();
      this.start();
    }, CHUNK_SECONDS * 1000);
  }

  /** Sends what was recorded so far and releases the microphone. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) window.clearTimeout(this.timer);
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
    this.stream.getTracks().forEach((track) => track.stop());
  }
}

/**
 * The browser's microphone as a testimony source: while listening, every CHUNK_SECONDS a
 * recording is sent to the server, which transcribes it with the configured engine and stores it
 * as a line of `kind` (the line then arrives on the live channel like typed testimony).
 */
export function useMicrophone(sessionId: string, kind: MicrophoneKind) {
  const [state, setState] = useState<MicrophoneState>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  const recorder = useRef<ChunkedRecorder | null>(null);
  const kindRef = useRef(kind);
  useEffect(() => {
    kindRef.current = kind;
  }, [kind]);

  const send = useCallback(
    async (blob: Blob) => {
      if (blob.size === 0) return;
      setPending((n) => n + 1);
      try {
        await postAudioChunk(sessionId, blob, kindRef.current);
      } catch (error) {
        setProblem(errorMessage(error, 'A recording could not be transcribed.'));
      } finally {
        setPending((n) => n - 1);
      }
    },
    [sessionId],
  );

  const stop = useCallback(() => {
    recorder.current?.stop();
    recorder.current = null;
    setState('off');
  }, []);

  const start = useCallback(async () => {
    setProblem(null);
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setState('error');
      setProblem('This browser cannot record from a microphone.');
      return;
    }
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      recorder.current = new ChunkedRecorder(stream, (blob) => void send(blob));
      recorder.current.start();
      setState('listening');
    } catch {
      setState('error');
      setProblem('The microphone could not be opened: allow this site to use it in the browser, then try again.');
    }
  }, [send]);

  // Leaving the live view releases the microphone.
  useEffect(() => stop, [stop]);

  return { state, problem, pending, start, stop };
}
