/** What a key does in the review queue (the coding panel's shortcuts). */
export type ReviewKeyAction = 'responsive' | 'not_responsive' | 'privileged' | 'cycle_confidentiality' | 'next' | 'previous';

export const REVIEW_SHORTCUTS: readonly { keys: string; label: string; action: ReviewKeyAction }[] = [
  { keys: 'R', label: 'Responsive', action: 'responsive' },
  { keys: 'N', label: 'Not responsive', action: 'not_responsive' },
  { keys: 'P', label: 'Privileged…', action: 'privileged' },
  { keys: 'C', label: 'Next confidentiality', action: 'cycle_confidentiality' },
  { keys: 'J or ↓', label: 'Next document', action: 'next' },
  { keys: 'K or ↑', label: 'Previous document', action: 'previous' },
];

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The element the key went to: typing in a field is never a shortcut. */
  target: EventTarget | null;
}

function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object' || !('tagName' in target)) return false;
  const element = target as { tagName: string; isContentEditable?: boolean; getAttribute?(name: string): string | null };
  const tag = element.tagName.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || element.isContentEditable) return true;
  const role = element.getAttribute?.('role');
  return role === 'combobox' || role === 'textbox';
}

/** The action of a key press, or null (modifiers held, typing in a field, any other key). */
export function reviewKeyAction(event: KeyLike): ReviewKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return null;
  switch (event.key) {
    case 'r':
    case 'R':
      return 'responsive';
    case 'n':
    case 'N':
      return 'not_responsive';
    case 'p':
    case 'P':
      return 'privileged';
    case 'c':
    case 'C':
      return 'cycle_confidentiality';
    case 'j':
    case 'J':
    case 'ArrowDown':
      return 'next';
    case 'k':
    case 'K':
    case 'ArrowUp':
      return 'previous';
    default:
      return null;
  }
}
