import { Outlet } from 'react-router';

/** The dashboard frame (side drawer and top menu); the menu comes with the identity screens. */
export function DashboardLayout() {
  return <Outlet />;
}
