/** How a button of All Orders' Action column looks: the next step filled, other steps outlined. */
const LOOKS = {
  next: 'btn-primary',
  book: 'btn-primary btn-outline',
  return: 'btn-warning btn-outline',
} as const;

/** The size of every button of All Orders' Action column: small, in two lines where the column is narrow. */
export const ACTION_BUTTON_SIZE = 'btn-sm h-auto min-h-8 max-w-full py-1 leading-tight';

/**
 * A button of All Orders' Action column: as wide as the column lets it be, in two lines if need be,
 * and disabled while its change is on its way.
 */
export function OrderActionButton({
  label,
  look,
  busy,
  onClick,
}: {
  label: string;
  look: keyof typeof LOOKS;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn ${LOOKS[look]} ${ACTION_BUTTON_SIZE}`}
      onClick={onClick}
      disabled={busy}
    >
      {label}
    </button>
  );
}
