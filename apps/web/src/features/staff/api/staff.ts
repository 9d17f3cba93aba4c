import { type AuditQuery, endpointUrl, routes, type StaffRole } from '@chaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const staffKeys = { all: ['staff'] as const, audit: ['audit'] as const };

export const staffQuery = queryOptions({
  queryKey: staffKeys.all,
  queryFn: ({ signal }) => call(routes.listStaff, {}, { signal }),
});
export const useStaff = () => useQuery(staffQuery);

/** Gives an account a staff role, or takes it away (null). */
export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: StaffRole | null }) =>
      call(routes.setStaffRole, { params: { email }, body: { role } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export type AuditFilters = Partial<Omit<AuditQuery, 'page'>>;

export const useAudit = (filters: AuditFilters, page: number) =>
  useQuery({
    queryKey: [...staffKeys.audit, filters, page],
    queryFn: ({ signal }) => call(routes.auditLog, { query: { ...filters, page } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The address of the audit log's CSV with the same filters. */
export const auditCsvHref = (filters: AuditFilters) => endpointUrl(routes.exportAudit, { query: filters });
