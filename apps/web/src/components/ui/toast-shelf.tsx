import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** The toast container with its styles, in its own chunk (see lib/toast.ts). */
export default function ToastShelf() {
  return <ToastContainer position="top-center" autoClose={4000} newestOnTop theme="colored" />;
}
