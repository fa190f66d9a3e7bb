import { useSyncExternalStore } from 'react';
import { currentAnnouncement, subscribeAnnouncements } from '../lib/a11y/announcer';
import { visuallyHidden } from './visually-hidden';

/** The live regions that speak `announce()` messages; rendered once near the root. */
export function LiveAnnouncer() {
  const { polite, assertive } = useSyncExternalStore(subscribeAnnouncements, currentAnnouncement, currentAnnouncement);
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden} data-testid="announcer-polite">
        {polite}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" style={visuallyHidden} data-testid="announcer-assertive">
        {assertive}
      </div>
    </>
  );
}
