import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';
import type { User } from '@app/contract';
import { notify } from '../../lib/toast';
import { caseLinkFor } from '../../lib/links';
import { DocumentViewer } from '../documents/DocumentViewer';

/**
 * A document of the case: associates and above go to it in the case page's viewer; a paralegal
 * (who may not open the case page) reads it in the same viewer right here.
 */
export function OpenDocument({ user, caseId, documentId, label, variant = 'button' }: { user: User; caseId: string; documentId: string; label: string; variant?: 'button' | 'link' }) {
  const [open, setOpen] = useState(false);
  const casePage = caseLinkFor(user.role);
  const href = casePage?.(caseId, { document: documentId }) ?? '';
  const trigger =
    variant === 'link' ? (
      casePage ? (
        <Link component={RouterLink} to={href}>
          {label}
        </Link>
      ) : (
        <Link component="button" type="button" onClick={() => setOpen(true)} sx={{ font: 'inherit', verticalAlign: 'baseline', textAlign: 'left' }}>
          {label}
        </Link>
      )
    ) : casePage ? (
      <Button component={RouterLink} to={href} variant="outlined" startIcon={<OpenInNew />}>
        {label}
      </Button>
    ) : (
      <Button variant="outlined" startIcon={<OpenInNew />} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  return (
    <>
      {trigger}
      {open ? (
        <DocumentViewer
          documentId={documentId}
          caseId={caseId}
          canDelete={false}
          canReprocess={false}
          known={[]}
          onOpen={() => undefined}
          onClose={() => setOpen(false)}
          onMissing={() => {
            setOpen(false);
            notify.error('That document is no longer in the case.');
          }}
        />
      ) : null}
    </>
  );
}
