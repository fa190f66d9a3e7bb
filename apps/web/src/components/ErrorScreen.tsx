import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_MAX_RETRIES } from '@app/contract';
import { SUPPORT_EMAIL } from '../lib/config';
import type { ErrorSeverity, ErrorType } from '../lib/errors/classify-error';

export interface ErrorScreenProps {
  error: Error;
  errorId: string;
  componentStack: string | null;
  type: ErrorType;
  severity: ErrorSeverity;
  retryCount: number;
  onRetry(): void;
  showTechnicalDetails?: boolean;
  /** Full-page (top-level boundary) or inside the shell's content area. */
  fullPage?: boolean;
}

const SEVERITY_COLOUR = { low: 'info', medium: 'warning', high: 'error' } as const;

export function reportIssueHref(error: Error, errorId: string): string {
  const subject = `Error report ${errorId}`;
  const body = [
    'Please describe what you were doing when the error occurred:',
    '',
    '',
    '---',
    `Error ID: ${errorId}`,
    `Message: ${error.message}`,
    `Page: ${typeof window === 'undefined' ? '' : window.location.href}`,
    `Time: ${new Date().toISOString()}`,
  ].join('\n');
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Error screen: 'Try Again' up to 3 times, then 'Refresh Page', with the product's error texts. */
export function ErrorScreen(props: ErrorScreenProps) {
  const { error, errorId, componentStack, type, severity, retryCount, onRetry, showTechnicalDetails = true, fullPage = false } = props;
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const retriesExhausted = retryCount >= ERROR_MAX_RETRIES;

  return (
    <Box
      component="section"
      aria-label="Error"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: fullPage ? '100vh' : 360, p: 2 }}
    >
      <Paper sx={{ p: { xs: 3, md: 4 }, maxWidth: 640, width: '100%' }} elevation={fullPage ? 3 : 1}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            Oops! Something went wrong
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Chip label={type} color={SEVERITY_COLOUR[severity]} size="small" />
            <Chip label={`Severity: ${severity}`} variant="outlined" size="small" />
          </Stack>
          <Typography>
            {retriesExhausted
              ? 'Multiple retry attempts have failed. Please refresh the page or contact support.'
              : "We're sorry, but an unexpected error has occurred. This incident has been automatically reported to our team."}
          </Typography>
          {retryCount > 0 && (
            <Typography variant="body2" color="text.secondary">
              Retry attempts: {retryCount}/{ERROR_MAX_RETRIES}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            Error ID: {errorId}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {retriesExhausted ? (
              <Button variant="contained" onClick={() => window.location.reload()}>
                Refresh Page
              </Button>
            ) : (
              <Button variant="contained" onClick={onRetry}>
                Try Again
              </Button>
            )}
            <Button variant="outlined" href="/">
              Go Home
            </Button>
            <Button variant="text" href={reportIssueHref(error, errorId)}>
              Report Issue
            </Button>
            {showTechnicalDetails && (
              <Button variant="text" aria-expanded={detailsOpen} aria-controls={detailsId} onClick={() => setDetailsOpen((o) => !o)}>
                {detailsOpen ? 'Hide Technical Details' : 'Show Technical Details'}
              </Button>
            )}
          </Stack>
          {showTechnicalDetails && (
            <Collapse in={detailsOpen} id={detailsId}>
              <Alert severity="info" icon={false} sx={{ overflowX: 'auto' }}>
                <Typography variant="subtitle2">
                  {error.name}: {error.message}
                </Typography>
                <Box component="pre" sx={{ fontSize: 12, whiteSpace: 'pre-wrap', m: 0, mt: 1 }}>
                  {error.stack}
                  {componentStack ? `\n\nComponent stack:${componentStack}` : ''}
                </Box>
              </Alert>
            </Collapse>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
