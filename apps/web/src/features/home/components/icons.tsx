import type { ReactNode } from 'react';
import { LineIcon } from '@/components/ui/line-icon';

/** The home page's icons, a size larger than the menus'. */
const Icon = ({ children }: { children: ReactNode }) => <LineIcon className="h-7 w-7">{children}</LineIcon>;

export const TruckIcon = () => (
  <Icon>
    <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7z" />
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </Icon>
);

export const HeadsetIcon = () => (
  <Icon>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <path d="M4 14h3v5H5a1 1 0 01-1-1zM20 14h-3v5h2a1 1 0 001-1z" />
    <path d="M17 19c0 1.1-1.8 2-4 2" />
  </Icon>
);

export const GaugeIcon = () => (
  <Icon>
    <path d="M4.5 17a8.5 8.5 0 1115 0" />
    <path d="M12 13l4-4" />
    <circle cx="12" cy="13" r="1.2" />
  </Icon>
);

export const WrenchIcon = () => (
  <Icon>
    <path d="M14.5 6.5a4 4 0 005 5L13 18a2.1 2.1 0 01-3-3z" />
    <path d="M14.5 6.5L17 4l3 3-2.5 2.5" />
    <path d="M6 21l4-4" />
  </Icon>
);

export const BadgeIcon = () => (
  <Icon>
    <circle cx="12" cy="9" r="6" />
    <path d="M9 14.5L8 21l4-2 4 2-1-6.5" />
    <path d="M9.5 9l1.8 1.8L14.8 7.5" />
  </Icon>
);
