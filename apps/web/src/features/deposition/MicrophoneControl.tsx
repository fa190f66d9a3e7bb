import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Mic from '@mui/icons-material/Mic';
import Stop from '@mui/icons-material/Stop';
import { CHUNK_SECONDS, useMicrophone, type MicrophoneKind } from './use-microphone';

const KIND_WORDS: Record<MicrophoneKind, string> = { question: 'questions', answer: 'answers' };

/**
 * Microphone input for a live session (a transcription engine is configured): second chair says
 * whose voice it is — the engine hears words, not who asks and who answers — and starts listening.
 */
export function MicrophoneControl({ sessionId }: { sessionId: string }) {
  const [kind, setKind] = useState<MicrophoneKind>('answer');
  const mic = useMicrophone(sessionId, kind);
  const statusId = useId();
  const listening = mic.state === 'listening' || mic.state === 'starting';
  const status =
    mic.problem ??
    (listening
      ? `Listening: every ${CHUNK_SECONDS} s is transcribed as ${KIND_WORDS[kind]}${mic.pending > 0 ? ' (transcribing…)' : ''}.`
      : 'Record from this computer’s microphone; the server’s engine turns it into lines.');
  return (
    <>
      <ToggleButtonGroup size="small" exclusive value={kind} onChange={(_e, value: MicrophoneKind | null) => value && setKind(value)} aria-label="Microphone records">
        <ToggleButton value="question">Q</ToggleButton>
        <ToggleButton value="answer">A</ToggleButton>
      </ToggleButtonGroup>
      <Button
        variant={listening ? 'contained' : 'outlined'}
        color={listening ? 'error' : 'primary'}
        startIcon={listening ? <Stop /> : <Mic />}
        onClick={() => (listening ? mic.stop() : void mic.start())}
        aria-describedby={statusId}
        data-testid="microphone"
      >
        {listening ? 'Stop microphone' : 'Microphone'}
      </Button>
      <Typography id={statusId} variant="caption" color={mic.problem ? 'error' : 'text.secondary'} role="status" sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        {status}
      </Typography>
    </>
  );
}
