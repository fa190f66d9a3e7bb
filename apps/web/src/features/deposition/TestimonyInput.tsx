import { forwardRef, useId, useImperativeHandle, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MicOff from '@mui/icons-material/MicOff';
import Send from '@mui/icons-material/Send';
import type { TranscriptionEngineInfo } from '@app/contract';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { countLines } from './format';
import { MicrophoneControl } from './MicrophoneControl';

export interface TestimonyInputHandle {
  /** Puts a suggested question in the box, as a "Q." line, and focuses it. */
  putQuestion(text: string): void;
}

export interface TestimonyInputProps {
  sessionId: string;
  engine: TranscriptionEngineInfo | undefined;
  send(text: string, source: 'typed' | 'pasted'): Promise<unknown>;
}

/** Why the microphone button is off, in words; null when it can be used. */
export function microphoneReason(engine: TranscriptionEngineInfo | undefined): string | null {
  if (!engine) return 'Checking the transcription engine…';
  if (!engine.available) return `Microphone input needs a transcription engine: ${engine.problem ?? 'none is configured on this server.'}`;
  return null;
}

/**
 * Typed or pasted testimony: Enter sends (Shift+Enter starts a new line); lines starting with Q. or
 * A. are read as question and answer by the server; everything in the box goes in one request.
 */
export const TestimonyInput = forwardRef<TestimonyInputHandle, TestimonyInputProps>(function TestimonyInput({ sessionId, engine, send }, ref) {
  const [text, setText] = useState('');
  const [pasted, setPasted] = useState(false);
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const reasonId = useId();
  const lines = countLines(text);

  useImperativeHandle(ref, () => ({
    putQuestion(question: string) {
      setText(`Q. ${question}`);
      setPasted(false);
      inputRef.current?.focus();
    },
  }));

  const submit = async () => {
    if (!text.trim() || sending) return;
    setSending(true);
    try {
      await send(text, pasted ? 'pasted' : 'typed');
      setText('');
      setPasted(false);
    } catch (error) {
      notify.error(errorMessage(error, 'The testimony could not be sent. Please try again.'));
    } finally {
      setSending(false);
      inputRef.current?.focus();
    }
  };

  const reason = microphoneReason(engine);
  return (
    <Box>
      <TextField
        inputRef={inputRef}
        label="Testimony"
        placeholder={'Q. When did you receive the notice?\nA. …'}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPaste={(e) => {
          if (countLines(e.clipboardData.getData('text')) > 1) setPasted(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void submit();
          }
        }}
        helperText={lines > 1 ? `Enter sends these ${lines} lines in one go; Shift+Enter adds a line.` : 'Start lines with Q. or A.; Enter sends, Shift+Enter adds a line.'}
        slotProps={{ htmlInput: { 'aria-label': 'Testimony to add', spellCheck: false } }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<Send />} onClick={() => void submit()} disabled={!text.trim() || sending}>
          {sending ? 'Sending…' : lines > 1 ? `Send ${lines} lines` : 'Send'}
        </Button>
        {reason === null ? (
          <MicrophoneControl sessionId={sessionId} />
        ) : (
          <>
            <Tooltip title={reason} describeChild>
              {/* Not `disabled`: a disabled button takes no focus, and the reason must be reachable by keyboard too. */}
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<MicOff />}
                aria-disabled="true"
                aria-describedby={reasonId}
                onClick={() => notify.info(reason)}
                data-testid="microphone"
                sx={{ color: 'text.secondary', borderColor: 'divider' }}
              >
                Microphone
              </Button>
            </Tooltip>
            <Typography id={reasonId} variant="caption" color="text.secondary" sx={{ flex: '1 1 14rem', minWidth: 0 }}>
              {engine && !engine.available ? 'Microphone input is off: no transcription engine is configured.' : 'Checking the transcription engine…'}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
});
