import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import { PRODUCT_NAME } from '../../lib/config';
import { notify } from '../../lib/toast';
import { copyText, downloadText } from '../../components/download';

export function recoveryCodesFile(codes: readonly string[], email: string, now = new Date()): string {
  return [
    `${PRODUCT_NAME} recovery codes for ${email}`,
    `Generated ${now.toISOString()}`,
    'Each code signs you in once if you lose your authenticator. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Recovery codes, shown once: copy or download them before closing. */
export function RecoveryCodesView({ codes, email }: { codes: readonly string[]; email: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Save these recovery codes now. They are shown only once. Each code signs you in one time if you lose your authenticator.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        data-testid="recovery-codes"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, 1fr)' },
          gap: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopy />}
          onClick={async () => {
            if (await copyText(codes.join('\n'))) notify.success('Recovery codes copied');
            else notify.error('Copy failed. Download the codes instead.');
          }}
        >
          Copy codes
        </Button>
        <Button variant="outlined" startIcon={<Download />} onClick={() => downloadText('recovery-codes.txt', recoveryCodesFile(codes, email))}>
          Download codes
        </Button>
      </Stack>
    </Stack>
  );
}
