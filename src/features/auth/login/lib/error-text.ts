import type { TFunction } from 'i18next';
import { CAPTCHA_ERROR, GENERIC_ERROR } from '../model/login.machine';

/** The machine keeps either a server message or one of the catalogue's keys ("Captcha no válido"…). */
export function errorText(error: string, t: TFunction): string {
  return error === CAPTCHA_ERROR || error === GENERIC_ERROR ? t(`errors:${error}`) : error;
}
