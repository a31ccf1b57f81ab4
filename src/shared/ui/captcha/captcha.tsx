import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/shared/api';
import { cn } from '@/shared/lib/cn';

type AltchaWidget = HTMLElement & {
  configure: (config: Record<string, unknown>) => Promise<void>;
  reset: () => void;
  verify: () => Promise<unknown>;
};

interface CaptchaProps {
  /** The widget's payload once the proof of work is done: send it as `recaptcha`. */
  onSolved: (payload: string) => void;
  /** The solution is gone (expired, failed, or reset): the form must wait for a new one. */
  onCleared: () => void;
  /** Change it to ask for a fresh solution (a solution works once, so after every attempt). */
  round?: number;
  /** `high`: the costlier challenge a login to a name under attack asks for (it takes the widget longer). */
  strength?: 'normal' | 'high';
  className?: string;
}

const STRING_KEYS = ['label', 'verified', 'verifying', 'error', 'expired', 'verificationRequired', 'waitAlert', 'reload', 'verify', 'footer', 'ariaLinkLabel'] as const;

/** The platform's challenge comes wrapped as `{ data }`; the widget wants the challenge itself. */
const challengeFetch = (strength: 'normal' | 'high') => async () =>
  new Response(JSON.stringify(await apiFetch<unknown>('auth/captcha', strength === 'high' ? { query: { strength } } : {})), {
    headers: { 'content-type': 'application/json' },
  });

/**
 * The widget's build without built-in styles or inline workers: its stylesheet and its solver come as files of
 * the platform, so the content security policy needs no inline style and no `blob:` worker.
 */
async function loadAltcha(): Promise<void> {
  await Promise.all([import('altcha/external'), import('altcha/altcha.css')]);
  globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker(new URL('./pbkdf2.worker.ts', import.meta.url)));
}

/**
 * Self-hosted ALTCHA proof of work (no third-party service). The widget's code loads only where this
 * component is rendered, and it starts solving as soon as it appears.
 */
export function Captcha({ onSolved, onCleared, round = 0, strength = 'normal', className }: CaptchaProps) {
  const { t, i18n } = useTranslation('captcha');
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidget | null>(null);
  const callbacks = useRef({ onSolved, onCleared });
  callbacks.current = { onSolved, onCleared };
  const language = i18n.language === 'en' ? 'en' : 'es';

  useEffect(() => {
    let cancelled = false;
    let element: AltchaWidget | null = null;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      if (detail.state === 'verified' && detail.payload) callbacks.current.onSolved(detail.payload);
      else callbacks.current.onCleared();
    };
    void loadAltcha().then(async () => {
      if (cancelled || !host.current) return;
      const strings = Object.fromEntries(STRING_KEYS.map((key) => [key, t(key)]));
      globalThis.$altcha.i18n.set(language, strings);
      element = document.createElement('altcha-widget') as AltchaWidget;
      element.addEventListener('statechange', onState);
      host.current.replaceChildren(element);
      widget.current = element;
      // The web component gains its methods once connected, a moment after it enters the page.
      for (let frame = 0; frame < 60 && typeof element.configure !== 'function'; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      if (cancelled || typeof element.configure !== 'function') return;
      await element.configure({ challenge: '/api/auth/captcha', fetch: challengeFetch(strength), language, hideLogo: true, name: 'recaptcha' });
      // Solving starts at once: by the time the form is filled in, the proof of work is usually done.
      if (!cancelled) void element.verify();
    });
    return () => {
      cancelled = true;
      element?.removeEventListener('statechange', onState);
      element?.remove();
      widget.current = null;
    };
  }, [language, strength, t]);

  useEffect(() => {
    if (round === 0 || !widget.current) return;
    widget.current.reset();
    void widget.current.verify();
  }, [round]);

  return <div ref={host} className={cn('min-h-16', className)} data-testid="captcha" />;
}
