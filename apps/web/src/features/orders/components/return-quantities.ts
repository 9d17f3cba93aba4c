import {
  type OrderDetail,
  RETURN_REASONS,
  type Return,
  type ReturnReason,
  returnMessages,
} from '@chaka/contract';

/** A part of the order that can go back: its lines added up (one part may be in two sizes). */
export interface ReturnablePart {
  productId: string;
  productName: string;
  image: string;
  /** Delivered less what earlier returns (not rejected) took. */
  left: number;
}

/** Each part of the order and how many of it can still be returned. */
export function returnableParts(
  order: Pick<OrderDetail, 'lines'>,
  returns: readonly Return[],
): ReturnablePart[] {
  const taken = new Map<string, number>();
  for (const earlier of returns) {
    if (earlier.status === 'rejected') continue;
    for (const line of earlier.lines)
      taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
  }
  const parts = new Map<string, ReturnablePart>();
  for (const { productId, productName, image, quantity } of order.lines) {
    // A part the shop has since removed cannot be named in a return.
    if (!productId) continue;
    const part = parts.get(productId) ?? {
      productId,
      productName,
      image,
      left: -(taken.get(productId) ?? 0),
    };
    part.left += quantity;
    parts.set(productId, part);
  }
  return [...parts.values()].map((part) => ({ ...part, left: Math.max(0, part.left) }));
}

/** What the form holds: per part whether it goes back and how many (as typed). */
export interface ReturnDraft {
  chosen: Record<string, { on: boolean; quantity: string }>;
  reason: ReturnReason | '';
  note: string;
  photos: string[];
}

export interface DraftErrors {
  lines?: string;
  quantities: Record<string, string>;
  reason?: string;
}

/**
 * The form's own checks before sending, in the contract's words: at least one part, each quantity
 * a whole number from 1 to what is left, a reason. The server checks the rest (window, warranty).
 */
export function checkDraft(draft: ReturnDraft, parts: readonly ReturnablePart[], reasonRequired: string) {
  const errors: DraftErrors = { quantities: {} };
  const lines: { productId: string; quantity: number }[] = [];
  for (const part of parts) {
    const choice = draft.chosen[part.productId];
    if (!choice?.on) continue;
    const quantity = Number(choice.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || choice.quantity.trim() === '') {
      errors.quantities[part.productId] = returnMessages.quantityPositive;
    } else if (quantity > part.left) {
      errors.quantities[part.productId] = returnMessages.tooMany(part.productName, part.left);
    } else {
      lines.push({ productId: part.productId, quantity });
    }
  }
  const anyChosen = parts.some((part) => draft.chosen[part.productId]?.on);
  if (!anyChosen) errors.lines = returnMessages.linesRequired;
  if (!draft.reason || !RETURN_REASONS.includes(draft.reason)) errors.reason = reasonRequired;
  const valid = !errors.lines && !errors.reason && Object.keys(errors.quantities).length === 0;
  return {
    errors,
    body: valid
      ? {
          lines,
          reason: draft.reason as ReturnReason,
          ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
          photos: draft.photos,
        }
      : undefined,
  };
}
