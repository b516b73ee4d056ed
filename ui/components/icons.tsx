import { createIcon } from '@chakra-ui/react';

/** Line icons (24 × 24, stroke) drawn for the console; no icon package is needed for these few. */
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const icon = (displayName: string, path: React.ReactElement) => createIcon({ displayName, path, defaultProps: stroke });

export const RefreshIcon = icon('RefreshIcon', <><path d="M21 12a9 9 0 1 1-3-6.7L21 8" /><path d="M21 3v5h-5" /></>);
export const HelpIcon = icon('HelpIcon', <><circle cx="12" cy="12" r="10" /><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" /><path d="M12 17h.01" /></>);
export const SunIcon = icon('SunIcon', <><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>);
export const MoonIcon = icon('MoonIcon', <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />);
export const ChevronLeftIcon = icon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = icon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);
export const ChevronDownIcon = icon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const SettingsIcon = icon('SettingsIcon', <><path d="M12.2 2h-.4a2 2 0 0 0-2 2v.2a2 2 0 0 1-1 1.7l-.4.3a2 2 0 0 1-2 0l-.2-.1a2 2 0 0 0-2.7.7l-.2.4a2 2 0 0 0 .7 2.7l.2.1a2 2 0 0 1 1 1.7v.5a2 2 0 0 1-1 1.7l-.2.1a2 2 0 0 0-.7 2.7l.2.4a2 2 0 0 0 2.7.7l.2-.1a2 2 0 0 1 2 0l.4.3a2 2 0 0 1 1 1.7v.2a2 2 0 0 0 2 2h.4a2 2 0 0 0 2-2v-.2a2 2 0 0 1 1-1.7l.4-.3a2 2 0 0 1 2 0l.2.1a2 2 0 0 0 2.7-.7l.2-.4a2 2 0 0 0-.7-2.7l-.2-.1a2 2 0 0 1-1-1.7v-.5a2 2 0 0 1 1-1.7l.2-.1a2 2 0 0 0 .7-2.7l-.2-.4a2 2 0 0 0-2.7-.7l-.2.1a2 2 0 0 1-2 0l-.4-.3a2 2 0 0 1-1-1.7V4a2 2 0 0 0-2-2Z" /><circle cx="12" cy="12" r="3" /></>);
export const FlagIcon = icon('FlagIcon', <><path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z" /><path d="M4 22v-7" /></>);
export const PlusIcon = icon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const DownloadIcon = icon('DownloadIcon', <><path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" /><path d="m7 10 5 5 5-5" /><path d="M12 15V3" /></>);
export const LogOutIcon = icon('LogOutIcon', <><path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" /><path d="m16 17 5-5-5-5" /><path d="M21 12H9" /></>);
export const ExternalLinkIcon = icon('ExternalLinkIcon', <><path d="M15 3h6v6" /><path d="M10 14 21 3" /><path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" /></>);
export const BookIcon = icon('BookIcon', <><path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15Z" /><path d="M20 17v5H6.5a2.5 2.5 0 0 1 0-5" /></>);
export const AlertIcon = icon('AlertIcon', <><path d="m21.7 18-8-14a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3Z" /><path d="M12 9v4M12 17h.01" /></>);
export const CompassIcon = icon('CompassIcon', <><circle cx="12" cy="12" r="10" /><path d="m16.2 7.8-2.1 6.4-6.4 2.1 2.1-6.4z" /></>);
export const InboxIcon = icon('InboxIcon', <><path d="M22 12h-6l-2 3h-4l-2-3H2" /><path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.8 1.1Z" /></>);
export const LockIcon = icon('LockIcon', <><rect x="3" y="11" width="18" height="11" rx="2" /><path d="M7 11V7a5 5 0 0 1 10 0v4" /></>);
export const TerminalIcon = icon('TerminalIcon', <><path d="m4 17 6-6-6-6" /><path d="M12 19h8" /></>);
export const UserIcon = icon('UserIcon', <><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></>);
export const UsersIcon = icon('UsersIcon', <><circle cx="9" cy="8" r="4" /><path d="M2 21a7 7 0 0 1 14 0" /><path d="M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" /></>);
export const TrashIcon = icon('TrashIcon', <><path d="M3 6h18" /><path d="M8 6V4h8v2" /><path d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" /></>);
export const MoreIcon = icon('MoreIcon', <><circle cx="12" cy="5" r="1" /><circle cx="12" cy="12" r="1" /><circle cx="12" cy="19" r="1" /></>);
export const LayersIcon = icon('LayersIcon', <><path d="m12 2 10 5-10 5L2 7z" /><path d="m2 17 10 5 10-5" /><path d="m2 12 10 5 10-5" /></>);

/** The product mark: a hexagon, for the hexagonal console. */
export const LogoMark = createIcon({
  displayName: 'LogoMark',
  viewBox: '0 0 24 24',
  path: (
    <>
      <path d="M12 1.5 21.1 6.75v10.5L12 22.5 2.9 17.25V6.75z" fill="currentColor" />
      <path d="M12 7.5 16 9.8v4.4L12 16.5 8 14.2V9.8z" fill="white" opacity="0.9" />
    </>
  ),
});
export const SearchIcon = icon('SearchIcon', <><circle cx="11" cy="11" r="8" /><path d="m21 21-4.3-4.3" /></>);
export const ZoomInIcon = icon('ZoomInIcon', <><circle cx="11" cy="11" r="8" /><path d="m21 21-4.3-4.3M11 8v6M8 11h6" /></>);
export const CameraIcon = icon('CameraIcon', <><path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3z" /><circle cx="12" cy="13" r="3" /></>);
export const LinkIcon = icon('LinkIcon', <><path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" /><path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" /></>);
export const FileTextIcon = icon('FileTextIcon', <><path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" /><path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" /></>);
export const AlertOctagonIcon = icon('AlertOctagonIcon', <><path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9z" /><path d="M12 8v4M12 16h.01" /></>);
export const SlidersIcon = icon('SlidersIcon', <><path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" /></>);
export const CloseIcon = icon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const ActivityIcon = icon('ActivityIcon', <path d="M22 12h-4l-3 9L9 3l-3 9H2" />);
export const DatabaseIcon = icon('DatabaseIcon', <><ellipse cx="12" cy="5" rx="9" ry="3" /><path d="M3 5v14a9 3 0 0 0 18 0V5" /><path d="M3 12a9 3 0 0 0 18 0" /></>);
export const PlayCircleIcon = icon('PlayCircleIcon', <><circle cx="12" cy="12" r="10" /><path d="m10 8 6 4-6 4z" /></>);
export const CopyIcon = icon('CopyIcon', <><rect x="9" y="9" width="13" height="13" rx="2" /><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" /></>);
