/**
 * The last-resort screens ('Application Error' on a render failure, 'Failed to Load Application'
 * on an init failure), drawn with plain DOM because React itself may be what
 * failed. Text is set with textContent, never as HTML.
 */
export function showStaticFailure(container: HTMLElement, title: string, message: string): void {
  const wrapper = document.createElement('div');
  wrapper.setAttribute('role', 'alert');
  wrapper.style.cssText =
    'font-family:system-ui,sans-serif;max-width:560px;margin:15vh auto;padding:32px;border:1px solid #ccc;border-radius:8px;text-align:center;color:#1a2233';
  const heading = document.createElement('h1');
  heading.textContent = title;
  heading.style.cssText = 'font-size:1.6rem;margin:0 0 12px';
  const text = document.createElement('p');
  text.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Refresh Page';
  button.style.cssText = 'margin-top:16px;padding:8px 20px;font-size:1rem;background:#0d47a1;color:#fff;border:0;border-radius:6px;cursor:pointer';
  button.addEventListener('click', () => window.location.reload());
  wrapper.append(heading, text, button);
  container.replaceChildren(wrapper);
}
