/** The one spinner of the shop, centred in the space it is given. */
export function Spinner({
  label = 'Loading',
  className = 'min-h-[40vh]',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div className={`flex items-center justify-center ${className}`} role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
