export { LocaleSwitch } from './ui/locale-switch';
export { twinPath } from './lib/twin-path';
