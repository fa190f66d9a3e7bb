import { useState } from 'react';
import Alert from '@mui/material/Alert';
import type { DocumentDetail, Highlight } from '@app/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { DocumentPagesView, type PassageFocus } from './DocumentPagesView';
import { useCreateHighlight, useDeleteHighlight, useHighlights, useUpdateHighlight } from './api';
import { HighlightDetailsPopover } from './HighlightDetails';
import { HighlightDialog, type HighlightValues } from './HighlightDialog';
import type { TextRange } from './selection-offsets';

export type { PassageFocus };

type Page = DocumentDetail['pages'][number];

type Editing = { mode: 'create'; page: Page; range: TextRange | null } | { mode: 'edit'; highlight: Highlight };

/**
 * The viewer's text with the team's highlights: painted on the page, opened by click or Enter,
 * added from a selection (or typed words), changed and removed by their author or a case manager.
 * What the reader may do comes from the server (`can_create`, `can_edit`), which knows the case access.
 */
export function HighlightablePages({ caseId, doc, focus, inFlight }: { caseId: string; doc: DocumentDetail; focus: PassageFocus | undefined; inFlight: boolean }) {
  const list = useHighlights(caseId, { document_id: doc.id }, doc.pages.length > 0);
  const create = useCreateHighlight(caseId);
  const update = useUpdateHighlight(caseId);
  const remove = useDeleteHighlight(caseId);
  const [opened, setOpened] = useState<{ anchor: HTMLElement; ids: string[] } | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Highlight | null>(null);

  const highlights = list.data?.highlights ?? [];
  const openedHighlights = opened ? highlights.filter((h) => opened.ids.includes(h.id)) : [];
  const pageOf = (n: number) => doc.pages.find((p) => p.page_number === n);

  const save = async (values: HighlightValues, typed: TextRange | null) => {
    if (!editing) return;
    const body = { colour: values.colour, note: values.note.trim() || null, tags: values.tags };
    if (editing.mode === 'create') {
      const range = editing.range ?? typed;
      if (!range) return;
      await create.mutateAsync({ document_id: doc.id, page_number: editing.page.page_number, start: range.start, end: range.end, ...body });
      document.getSelection()?.removeAllRanges();
      notify.success('Highlight added');
    } else {
      await update.mutateAsync({ id: editing.highlight.id, body });
      notify.success('Highlight saved');
    }
    setEditing(null);
  };

  const runDelete = async (target: Highlight) => {
    try {
      await remove.mutateAsync(target.id);
      notify.success('Highlight deleted');
    } catch (error) {
      notify.error(errorMessage(error, 'The highlight could not be deleted.'));
    } finally {
      setDeleting(null);
    }
  };

  const dialogPage = editing ? (editing.mode === 'create' ? editing.page : pageOf(editing.highlight.page_number)) : undefined;
  return (
    <>
      {list.isError && !list.data ? <Alert severity="warning" sx={{ mb: 1.5 }}>{errorMessage(list.error, 'The highlights could not be loaded.')}</Alert> : null}
      <DocumentPagesView
        pages={doc.pages}
        inFlight={inFlight}
        focus={focus}
        highlights={highlights}
        onAddHighlight={list.data?.can_create ? (page, range) => setEditing({ mode: 'create', page, range }) : undefined}
        onOpenHighlights={(covering, anchor) => setOpened({ anchor, ids: covering.map((h) => h.id) })}
      />
      <HighlightDetailsPopover
        anchor={opened?.anchor ?? null}
        highlights={openedHighlights}
        onClose={() => setOpened(null)}
        onEdit={(h) => {
          setOpened(null);
          setEditing({ mode: 'edit', highlight: h });
        }}
        onDelete={(h) => {
          setOpened(null);
          setDeleting(h);
        }}
      />
      {editing && dialogPage ? (
        <HighlightDialog
          mode={editing.mode}
          quote={editing.mode === 'edit' ? editing.highlight.quote : editing.range ? dialogPage.text.slice(editing.range.start, editing.range.end) : null}
          pageNumber={dialogPage.page_number}
          pageText={dialogPage.text}
          initial={editing.mode === 'edit' ? { colour: editing.highlight.colour, note: editing.highlight.note ?? '', tags: editing.highlight.tags } : undefined}
          tagOptions={list.data?.tags ?? []}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this highlight?"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && void runDelete(deleting)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `“${deleting.quote.length > 120 ? `${deleting.quote.slice(0, 119)}…` : deleting.quote}” will no longer be marked for the team.` : ''}
      </ConfirmDialog>
    </>
  );
}
