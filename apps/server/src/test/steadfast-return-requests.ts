import type { CourierCall, StandInReply } from './courier-stand-in-kit.js';

/** A return request Steadfast holds (its create_return_request): the courier collects the parts back. */
interface SteadfastReturnRequest {
  id: number;
  consignmentId: number;
  reason: string | null;
  /** pending, approved, processing, completed or cancelled. */
  status: string;
}

/** What the return requests need of the stand-in's consignments. */
interface HeldParcel {
  consignmentId: number;
  invoice: string;
  trackingCode: string;
  status: string;
}

const answerOf = (request: SteadfastReturnRequest) => ({
  id: request.id,
  user_id: 1,
  consignment_id: request.consignmentId,
  reason: request.reason,
  status: request.status,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
});

/**
 * Steadfast's return requests for its stand-in (steadfast-stand-in.ts), as its API documents them:
 * `POST /create_return_request` with `consignment_id`, `invoice` or `tracking_code` and `reason`,
 * answering the request (id, status pending), and `GET /get_return_request/{id}`. A consignment
 * must be delivered (or partly) and may have one return request that is not cancelled.
 */
export function steadfastReturnRequests(parcels: () => Iterable<HeldParcel>) {
  const requests = new Map<number, SteadfastReturnRequest>();
  const refuse = (message: string): StandInReply => ({ status: 422, body: { status: 422, message } });

  function create(body: Record<string, unknown>): StandInReply {
    const all = [...parcels()];
    const parcel =
      body.consignment_id !== undefined
        ? all.find((entry) => entry.consignmentId === Number(body.consignment_id))
        : body.invoice !== undefined
          ? all.find((entry) => entry.invoice === String(body.invoice))
          : all.find((entry) => entry.trackingCode === body.tracking_code);
    if (!parcel) return refuse('Consignment not found.');
    if (!['delivered', 'partial_delivered'].includes(parcel.status))
      return refuse('Return request can be created only for delivered consignments.');
    const open = [...requests.values()].find(
      (entry) => entry.consignmentId === parcel.consignmentId && entry.status !== 'cancelled',
    );
    if (open) return refuse('A return request already exists for this consignment.');
    const request: SteadfastReturnRequest = {
      id: 1 + requests.size,
      consignmentId: parcel.consignmentId,
      reason: typeof body.reason === 'string' ? body.reason : null,
      status: 'pending',
    };
    requests.set(request.id, request);
    return { status: 200, body: answerOf(request) };
  }

  return {
    requests,
    /** The answer to a return request call; null for any other call. */
    handle(call: CourierCall, body: Record<string, unknown>): StandInReply | null {
      if (call.method === 'POST' && call.path === '/create_return_request') return create(body);
      const id = call.path.match(/^\/get_return_request\/(\d+)$/);
      if (call.method !== 'GET' || !id) return null;
      const found = requests.get(Number(id[1]));
      if (!found) return { status: 404, body: { status: 404, message: 'Return request not found.' } };
      return { status: 200, body: answerOf(found) };
    },
    setStatus(id: string | number, status: string) {
      const found = requests.get(Number(id));
      if (!found) throw new Error(`Steadfast stand-in: no return request ${id}`);
      found.status = status;
    },
  };
}
