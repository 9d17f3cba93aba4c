import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

/**
 * A screen's data as it arrives: the spinner while it loads, an empty state saying it could not be
 * loaded (`failed`, then `failedHint`), else `children` with the data.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  failedHint,
  children,
}: {
  query: UseQueryResult<T>;
  /** The spinner's label, e.g. "Loading the blog". */
  loading: string;
  failed: string;
  failedHint: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <EmptyState title={failed}>{failedHint}</EmptyState>;
  return children(query.data);
}
