import ui from '@chaka/contract/catalogs/en/ui.json';
import { type CloseButtonProps, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useT } from '@/lib/i18n/use-t';

/** The toast container with its styles, in its own chunk (see lib/toast.ts). */
export default function ToastShelf() {
  const t = useT(ui);
  const label = t('ui.toast.close');
  return (
    <ToastContainer
      position="top-center"
      autoClose={4000}
      newestOnTop
      theme="colored"
      closeButton={(props) => <CloseToast {...props} ariaLabel={label} />}
    />
  );
}

/** react-toastify's close button (same markup and styles), named in the reader's language. */
function CloseToast({ closeToast, theme, ariaLabel }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={ariaLabel}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}
