import { type OrderListQuery, OrderListQuerySchema } from '@chaka/contract';
import { Link, useSearchParams } from 'react-router';

export type StatusChoice = OrderListQuery['status'];

/** The list's status from the address (?status=); undefined (orders not cancelled) when absent or unknown. */
export function useStatusChoice(): StatusChoice {
  const [search] = useSearchParams();
  return OrderListQuerySchema.safeParse({ status: search.get('status') ?? undefined }).data?.status;
}

/** Links that narrow an order list by status; the chosen one is marked as the current page. */
export function StatusFilter({
  choices,
  label,
}: {
  choices: Array<{ label: string; status: StatusChoice }>;
  label: string;
}) {
  const current = useStatusChoice();
  return (
    <nav aria-label={label} className="mb-4 overflow-x-auto">
      <ul className="flex w-max gap-2">
        {choices.map((choice) => {
          const chosen = choice.status === current;
          return (
            <li key={choice.label}>
              <Link
                to={choice.status ? `?status=${choice.status}` : '?'}
                aria-current={chosen ? 'page' : undefined}
                className={`btn btn-sm ${chosen ? 'btn-neutral' : 'btn-ghost border-base-300'}`}
              >
                {choice.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
