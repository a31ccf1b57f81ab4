export { AppShell } from './ui/app-shell';
export type { AppShellProps } from './ui/app-shell';
export type { BannerView } from './ui/banner';
