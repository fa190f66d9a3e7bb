import { createContext, useContext, useState, type ReactNode } from 'react';
import type { RedactionBox, RedactionReason, RedactionSet } from '@app/contract';
import { useRedactionSets } from './api';

/**
 * What the viewer's two redaction views share: the page view (the page with its redactions, where
 * boxes are drawn and text is selected) and the Redactions panel (the set, the reason, find and
 * redact, the list). One choice of set, reason and page serves both.
 */
interface Workspace {
  chosen: string | null;
  choose(id: string): void;
  reason: RedactionReason;
  setReason(reason: RedactionReason): void;
  page: number;
  setPage(page: number): void;
  /** A box drawn (or typed) and not yet saved. */
  pending: RedactionBox | null;
  setPending(box: RedactionBox | null): void;
}

const WorkspaceContext = createContext<Workspace | null>(null);

/** Holds the viewer's redaction choices for one open document. */
export function RedactionScope({ children }: { children: ReactNode }) {
  const [chosen, choose] = useState<string | null>(null);
  const [reason, setReason] = useState<RedactionReason>('personal_data');
  const [page, setPageState] = useState(1);
  const [pending, setPending] = useState<RedactionBox | null>(null);
  const setPage = (n: number) => {
    setPageState(n);
    setPending(null);
  };
  return <WorkspaceContext.Provider value={{ chosen, choose, reason, setReason, page, setPage, pending, setPending }}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace(): Workspace {
  const found = useContext(WorkspaceContext);
  if (!found) throw new Error('useWorkspace outside a RedactionScope');
  return found;
}

/** The case's sets and the one being worked on: the chosen one, else the first draft, else the first. */
export function useCurrentSet(caseId: string) {
  const sets = useRedactionSets(caseId);
  const { chosen } = useWorkspace();
  const list = sets.data?.sets ?? [];
  const set: RedactionSet | null = list.find((s) => s.id === chosen) ?? list.find((s) => s.status === 'draft') ?? list[0] ?? null;
  const canEdit = Boolean(sets.data?.can_edit && set?.status === 'draft');
  return { sets, list, set, canEdit };
}
