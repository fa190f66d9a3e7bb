import { useSyncExternalStore } from 'react';
import { currentAnnouncement, subscribeAnnouncements } from '../lib/a11y/announcer';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

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
