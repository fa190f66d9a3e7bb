import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ResumeRegistry } from './resume-registry';
import type { QueueItem } from './upload-queue';

const SHOWN_NAMES = 5;

/**
 * After a reload, the uploads that did not finish: a browser cannot read a file again until the
 * person chooses it, so the offer is to choose the same files again (they then continue).
 */
export function ResumeOffer({ registry, items, caseId, caseName }: { registry: ResumeRegistry; items: readonly QueueItem[]; caseId: string | null; caseName: string | null }) {
  const [, setForgotten] = useState(0);
  const inList = new Set(items.map((item) => item.uploadId));
  const waiting = registry.list().filter((entry) => !inList.has(entry.uploadId));
  if (waiting.length === 0) return null;
  const here = waiting.filter((entry) => entry.caseId === caseId);
  const elsewhere = waiting.length - here.length;
  const names = here.slice(0, SHOWN_NAMES).map((entry) => entry.name);
  const more = here.length - names.length;

  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            for (const entry of waiting) registry.forget(entry.uploadId);
            setForgotten((n) => n + 1);
          }}
        >
          Forget them
        </Button>
      }
    >
      <AlertTitle>Unfinished uploads from an earlier visit</AlertTitle>
      {here.length > 0
        ? `Choose these files again${caseName ? ` for ${caseName}` : ''} and they continue where they stopped: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`
        : null}
      {elsewhere > 0
        ? ` ${elsewhere === 1 ? '1 unfinished upload belongs' : `${elsewhere} unfinished uploads belong`} to other cases: choose the case, then the same files again.`
        : null}
    </Alert>
  );
}
