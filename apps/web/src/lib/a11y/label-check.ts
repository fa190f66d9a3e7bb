/**
 * Development aid (form inputs lacking labels are flagged): finds inputs that a screen
 * reader would announce without a name, marks them with a red outline and warns once in the
 * console. Production builds never start it.
 */
const FIELD_SELECTOR = 'input:not([type="hidden"]), select, textarea';
export const UNLABELED_ATTRIBUTE = 'data-a11y-unlabeled';

export function hasAccessibleLabel(element: Element): boolean {
  if (element.getAttribute('aria-label')?.trim()) return true;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy && labelledBy.split(/\s+/).some((id) => element.ownerDocument.getElementById(id)?.textContent?.trim())) {
    return true;
  }
  if (element.getAttribute('title')?.trim()) return true;
  const id = element.getAttribute('id');
  if (id && element.ownerDocument.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent?.trim()) return true;
  return !!element.closest('label')?.textContent?.trim();
}

export function findUnlabeledInputs(root: ParentNode): Element[] {
  return [...root.querySelectorAll(FIELD_SELECTOR)].filter((el) => !el.closest('[aria-hidden="true"]') && !hasAccessibleLabel(el));
}

export function startUnlabeledInputWatcher(root: HTMLElement = document.body): () => void {
  const warned = new WeakSet<Element>();
  let scheduled = false;
  const scan = () => {
    scheduled = false;
    for (const el of root.querySelectorAll(`[${UNLABELED_ATTRIBUTE}]`)) {
      if (hasAccessibleLabel(el)) el.removeAttribute(UNLABELED_ATTRIBUTE);
    }
    for (const el of findUnlabeledInputs(root)) {
      el.setAttribute(UNLABELED_ATTRIBUTE, 'true');
      if (!warned.has(el)) {
        warned.add(el);
        console.warn('Accessibility: form field without a label', el);
      }
    }
  };
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(scan, 250);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label', 'aria-labelledby', 'id'] });
  scan();
  return () => observer.disconnect();
}
