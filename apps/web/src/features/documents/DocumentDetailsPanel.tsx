import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import MailOutline from '@mui/icons-material/MailOutline';
import type { DocumentDetail, DocumentSummary } from '@app/contract';
import { formatDateTime } from '../../components/format-time';
import { humanize } from '../../components/humanize';
import { CustodySection } from '../custodians/CustodySection';
import { DocumentStatusChip } from './DocumentStatusChip';
import { documentProperties, documentType, emailHeaders, formatBytes, typeMismatch } from './document-format';

const mono = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.8rem' } as const;

function Field({ label, children, code = false }: { label: string; children: ReactNode; code?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere', ...(code ? mono : {}) }}>
        {children}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', lineHeight: 2 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

const VIA_LABELS: Record<string, string> = { multipart: 'Direct upload', chunked: 'Resumable upload', email_attachment: 'Extracted from an e-mail', archive_member: 'Unpacked from a ZIP archive' };

function FamilyMember({ doc, icon, onOpen }: { doc: Pick<DocumentSummary, 'id' | 'filename' | 'status' | 'progress' | 'size_bytes'>; icon: ReactNode; onOpen(id: string): void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={() => onOpen(doc.id)} sx={{ borderRadius: 1, py: 0.5 }}>
        <ListItemIcon sx={{ minWidth: 32 }}>{icon}</ListItemIcon>
        <ListItemText
          primary={doc.filename}
          secondary={formatBytes(doc.size_bytes)}
          slotProps={{ primary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } } }}
        />
        <Box sx={{ ml: 1, flexShrink: 0 }}>
          <DocumentStatusChip doc={doc} showProgress={false} />
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/**
 * Everything known about the file, for the person checking it: what it is (and whether that
 * matches its name), where it came from, its e-mail headers, its fingerprint and its family.
 * `known` are the case's documents already on screen, used to name the parent and the original.
 */
export function DocumentDetailsPanel({ doc, known, onOpen }: { doc: DocumentDetail; known: readonly DocumentSummary[]; onOpen(id: string): void }) {
  const props = documentProperties(doc.metadata);
  const email = emailHeaders(doc.metadata);
  const nameOf = (id: string) => known.find((d) => d.id === id)?.filename;
  const mismatch = typeMismatch(doc);
  // An e-mail's author and date are its From and Sent headers, already shown above.
  const title = props.title && props.title !== email?.subject ? props.title : null;
  const author = email ? null : props.author;
  const created = email ? null : props.created;
  return (
    <Stack spacing={2}>
      {doc.parent_id || doc.children.length > 0 ? (
        <Box component="section" aria-label="Family">
          <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', lineHeight: 2 }}>
            Family
          </Typography>
          {doc.parent_id ? (
            <>
              <Typography variant="body2" color="text.secondary">
                Attached to
              </Typography>
              <List dense disablePadding aria-label="Parent document">
                <ListItem disablePadding>
                  <ListItemButton onClick={() => doc.parent_id && onOpen(doc.parent_id)} sx={{ borderRadius: 1, py: 0.5 }}>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <MailOutline fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={nameOf(doc.parent_id) ?? 'The e-mail it came from'} slotProps={{ primary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } } }} />
                  </ListItemButton>
                </ListItem>
              </List>
            </>
          ) : null}
          {doc.children.length > 0 ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: doc.parent_id ? 1 : 0 }}>
                {`${doc.children.length} ${doc.children.length === 1 ? 'attachment' : 'attachments'}`}
              </Typography>
              <List dense disablePadding aria-label="Attachments">
                {doc.children.map((child) => (
                  <FamilyMember key={child.id} doc={child} icon={<AttachFile fontSize="small" />} onOpen={onOpen} />
                ))}
              </List>
            </>
          ) : null}
        </Box>
      ) : null}

      <CustodySection documentId={doc.id} onOpen={onOpen} />

      {email ? (
        <Section title="E-mail">
          {email.from.length ? <Field label="From">{email.from.join(', ')}</Field> : null}
          {email.to.length ? <Field label="To">{email.to.join(', ')}</Field> : null}
          {email.cc.length ? <Field label="Cc">{email.cc.join(', ')}</Field> : null}
          {email.date ? <Field label="Sent">{formatDateTime(email.date)}</Field> : null}
          {email.subject ? <Field label="Subject">{email.subject}</Field> : null}
          {email.messageId ? (
            <Field label="Message-ID" code>
              {email.messageId}
            </Field>
          ) : null}
        </Section>
      ) : null}

      {title || author || created ? (
        <Section title="Document">
          {title ? <Field label="Title">{title}</Field> : null}
          {author ? <Field label="Author">{author}</Field> : null}
          {created ? <Field label="Created">{props.createdIsDate ? formatDateTime(created) : created}</Field> : null}
        </Section>
      ) : null}

      <Section title="File">
        <Field label="Type">
          {mismatch ? (
            <Box component="span" sx={{ color: 'warning.main', fontWeight: 600 }}>
              {`${documentType(doc)}, although its name ends in .${doc.extension ?? ''}`}
            </Box>
          ) : (
            documentType(doc)
          )}
        </Field>
        {doc.content_type ? (
          <Field label="Content type" code>
            {doc.content_type}
          </Field>
        ) : null}
        <Field label="Size">{`${formatBytes(doc.size_bytes)} (${doc.size_bytes.toLocaleString()} bytes)`}</Field>
        <Field label="Pages">{doc.page_count ?? '—'}</Field>
        {props.originalFilename ? <Field label="Original file name">{props.originalFilename}</Field> : null}
        <Field label="Uploaded">{formatDateTime(doc.created_at)}</Field>
        {props.uploadedVia ? <Field label="Received by">{VIA_LABELS[props.uploadedVia] ?? humanize(props.uploadedVia)}</Field> : null}
        {doc.processed_at ? <Field label="Processed">{formatDateTime(doc.processed_at)}</Field> : null}
        {doc.duplicate_of ? (
          <Field label="Duplicate of">
            <Link component="button" type="button" variant="body2" onClick={() => doc.duplicate_of && onOpen(doc.duplicate_of)} sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}>
              {nameOf(doc.duplicate_of) ?? 'An earlier upload with the same bytes'}
            </Link>
          </Field>
        ) : null}
        <Field label="SHA-256" code>
          {doc.sha256}
        </Field>
      </Section>

      {props.other.length > 0 ? (
        <Section title="Other properties">
          {props.other.map(({ key, value }) => (
            <Field key={key} label={humanize(key)}>
              {value}
            </Field>
          ))}
        </Section>
      ) : null}
    </Stack>
  );
}
