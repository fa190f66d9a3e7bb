import { useEffect } from 'react';
import { PRODUCT_NAME } from '../config';

/** Sets the tab title for a page, so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
