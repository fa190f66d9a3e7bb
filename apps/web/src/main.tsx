import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ErrorBoundary } from './components/ErrorBoundary';
import { runStartupChecks } from './startup';
import { showStaticFailure } from './static-failure';

/**
 * Start-up: environment validation and performance tuning run first and never stop
 * the app; a missing root element is logged; a render that throws shows 'Application Error'; any
 * other start-up failure shows 'Failed to Load Application'.
 */
function start(): void {
  const container = document.getElementById('root');
  if (!container) {
    console.error('Root element #root not found: the application cannot start.');
    return;
  }
  runStartupChecks();
  try {
    createRoot(container).render(
      <StrictMode>
        <ErrorBoundary fullPage>
          <App />
        </ErrorBoundary>
      </StrictMode>,
    );
  } catch (error) {
    console.error('Render failure', error);
    showStaticFailure(container, 'Application Error', 'The application failed to load. Please refresh the page.');
  }
}

try {
  start();
} catch (error) {
  console.error('Initialisation failure', error);
  const container = document.getElementById('root');
  if (container) showStaticFailure(container, 'Failed to Load Application', 'Please refresh the page or contact support.');
}
