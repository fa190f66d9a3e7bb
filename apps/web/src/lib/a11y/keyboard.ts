/**
 * Keyboard helpers: a `keyboard-navigation` class on <body> while the user moves with
 * the keyboard (so focus rings are strong exactly when needed), and global shortcuts: '/' or
 * Ctrl/Cmd+K jumps to search, Alt+M to the main content, Alt+N to the navigation.
 */
export const KEYBOARD_CLASS = 'keyboard-navigation';

export const SKIP_TARGETS = {
  main: 'main-content',
  navigation: 'main-navigation',
  search: 'global-search',
} as const;

/** Moves focus to a landmark: its first field or focusable control, else the landmark itself. */
export function focusLandmark(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const inner = target.querySelector<HTMLElement>('input, [role="combobox"], button, a[href], [tabindex]:not([tabindex="-1"])');
  const element = id === SKIP_TARGETS.main ? target : (inner ?? target);
  if (!element.hasAttribute('tabindex') && element === target) element.setAttribute('tabindex', '-1');
  element.focus();
  return document.activeElement === element;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function handleGlobalShortcut(event: KeyboardEvent): boolean {
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && key === 'k') return focusLandmark(SKIP_TARGETS.search);
  if (event.altKey && !event.ctrlKey && !event.metaKey) {
    if (event.code === 'KeyM') return focusLandmark(SKIP_TARGETS.main);
    if (event.code === 'KeyN') return focusLandmark(SKIP_TARGETS.navigation);
  }
  if (key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) {
    return focusLandmark(SKIP_TARGETS.search);
  }
  return false;
}

export function startKeyboardHelpers(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') document.body.classList.add(KEYBOARD_CLASS);
    if (handleGlobalShortcut(event)) event.preventDefault();
  };
  const onPointer = () => document.body.classList.remove(KEYBOARD_CLASS);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerdown', onPointer);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerdown', onPointer);
  };
}
