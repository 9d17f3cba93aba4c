import { useEffect } from 'react';
import { useConfig } from './config';

/** Sets the document title to "{Screen} - {site name}" (SPEC §2 "Page titles"). */
export function usePageTitle(screen: string | undefined) {
  const { siteName } = useConfig();
  useEffect(() => {
    document.title = screen ? `${screen} - ${siteName}` : siteName;
  }, [screen, siteName]);
}
