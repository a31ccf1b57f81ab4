/**
 * Waits for a visitor's first sign of wanting to act on a server-rendered page, and keeps what they did until the app
 * is live to do it.
 *
 * The page the server wrote can be read, scrolled and zoomed without any script. What needs the app (a menu, a filter,
 * a dialog, navigating inside the app) starts it: a pointer over the page, a touch, a key or a focus starts the app's
 * code. A click, a form sent, a choice in a list box or text typed into a field before the app is live is held and
 * done again once it is (the app's forms learn typed text only from their own input events, so it is typed again); a
 * link held that long (the app failed to start, say) is followed as a plain link. A swipe across an element that
 * answers swipes (`data-swipe`) is held too, and made again; one still pressed when the app goes live has its press
 * made again, so the app sees the release end a swipe it knows.
 */
export interface Intent {
  /** Resolves at the visitor's first sign of intent. */
  started: Promise<void>;
  /** Once the page is live: does again what was held, in order. */
  replay(): void;
}

/** Signs of intent: what comes before a tap, a click, typing or tabbing. Scrolling and reading are not. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** How long a held link waits for the app before it is followed as a plain link. */
const LINK_PATIENCE_MS = 8_000;

type Field = HTMLInputElement | HTMLTextAreaElement;
type Held =
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'change'; element: HTMLSelectElement }
  | { kind: 'type'; element: Field }
  | { kind: 'swipe'; element: Element; from: PointerEventInit; to: PointerEventInit };

/** How far a pointer must travel on a swipeable element (`data-swipe`) for its press and release to be held as a swipe. */
const SWIPE_TRAVEL = 30;

/** What a pointer event says of where it was, to be said again. */
function pointerAt(event: PointerEvent): PointerEventInit {
  return { bubbles: true, cancelable: true, composed: true, pointerId: event.pointerId, pointerType: event.pointerType, isPrimary: event.isPrimary, clientX: event.clientX, clientY: event.clientY, button: event.button, buttons: event.buttons };
}

/** Fields whose typed text the app's forms read: text-like inputs and text areas (not boxes, radios or files). */
const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'hidden']);
function typedField(target: EventTarget | null): Field | null {
  if (target instanceof HTMLTextAreaElement) return target;
  return target instanceof HTMLInputElement && !UNTYPED_INPUTS.has(target.type) ? target : null;
}

/** Puts text into a field as typing would, so the framework's own listeners see it (its value setter is bypassed). */
function typeAgain(field: Field, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A link the app would follow itself: same origin, same window, no modifier, no download. */
function appLink(target: EventTarget | null, event: MouseEvent): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.origin !== window.location.origin) return null;
  // A jump within the page works without the app.
  if (link.pathname === window.location.pathname && link.search === window.location.search && link.hash) return null;
  return link;
}

/** A control whose click only the app can answer (a button, a tab, a menu trigger). */
function appControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest('button, [role="button"], [role="tab"], [role="menuitem"], [role="combobox"], [role="checkbox"], [role="switch"]');
  return control instanceof HTMLElement ? control : null;
}

/** A trigger that opens its menu or list on the press rather than the click (Radix's menus and selects). */
const OPENS_ON_PRESS = '[aria-haspopup="menu"], [aria-haspopup="listbox"], [role="combobox"]';

/**
 * A held click, done again: a plain click, preceded by the press and release of a primary mouse button on a trigger
 * that opens on the press, which a click alone would leave shut.
 */
function clickAgain(element: HTMLElement) {
  if (element.matches(OPENS_ON_PRESS)) {
    const box = element.getBoundingClientRect();
    const at: PointerEventInit = { bubbles: true, cancelable: true, composed: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, buttons: 1, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    element.dispatchEvent(new PointerEvent('pointerdown', at));
    element.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0 }));
  }
  element.click();
}

/** How many frames after the page is live typed text is watched: the app may still be taking fields over. */
const KEEP_TYPED_FRAMES = 20;

/**
 * The framework may clear a field while it finishes taking the page over, a frame or two after it is live: text typed
 * before is typed again while that happens, and a field the visitor has typed into since is left alone.
 */
function keepTyped(typed: Map<Field, string>) {
  const edited = new Set<Field>();
  const onInput = (event: Event) => {
    const field = typedField(event.target);
    if (field && event.isTrusted) edited.add(field);
  };
  document.addEventListener('input', onInput, true);
  let frames = 0;
  const check = () => {
    for (const [field, value] of typed) {
      if (!edited.has(field) && field.isConnected && field.value === '' && value !== '') typeAgain(field, value);
    }
    frames += 1;
    if (frames < KEEP_TYPED_FRAMES) window.requestAnimationFrame(check);
    else document.removeEventListener('input', onInput, true);
  };
  window.requestAnimationFrame(check);
}

export function awaitIntent(document: Document): Intent {
  const held: Held[] = [];
  /** The text each field held last before the app was live (the app may clear it while taking the page over). */
  const typed = new Map<Field, string>();
  let live = false;
  let begin: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const onIntent = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    begin();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });

  /** A swipe was just held: the click its release may fire is part of it. */
  let swiped = false;
  const onClick = (event: MouseEvent) => {
    if (live || event.defaultPrevented) return;
    // The click a mouse swipe ends with (press and release on one card) belongs to the swipe, held above: it neither
    // opens the card nor is done again.
    if (swiped) {
      swiped = false;
      event.preventDefault();
      return;
    }
    const link = appLink(event.target, event);
    const control = link ?? appControl(event.target);
    if (!control) return;
    // A submit button's click is held as the form's submission (below); a plain button's default does nothing.
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
    if (link) {
      event.preventDefault();
      const href = link.href;
      window.setTimeout(() => {
        if (!live) window.location.assign(href);
      }, LINK_PATIENCE_MS);
    }
    onIntent();
    held.push({ kind: 'click', element: control });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (live || !(event.target instanceof HTMLFormElement)) return;
    // Sent by the browser, a form would leave the page (and put what was typed into the address).
    event.preventDefault();
    onIntent();
    held.push({ kind: 'submit', form: event.target, submitter: event.submitter instanceof HTMLElement ? event.submitter : null });
  };
  // A choice made in a list box before the app is live: the app reads the box again once it is.
  const onChange = (event: Event) => {
    if (live || !(event.target instanceof HTMLSelectElement)) return;
    onIntent();
    held.push({ kind: 'change', element: event.target });
  };
  // Text typed before the app is live: its last value, typed again in its place among the held actions.
  const onInput = (event: Event) => {
    const field = live ? null : typedField(event.target);
    if (!field) return;
    onIntent();
    if (!typed.has(field)) held.push({ kind: 'type', element: field });
    typed.set(field, field.value);
  };
  // A swipe across an element that answers swipes (a phone's bracket changing round), held as its press and release.
  let press: { element: Element; at: PointerEventInit } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    swiped = false;
    const element = live || !(event.target instanceof Element) ? null : event.target.closest('[data-swipe]');
    press = element ? { element, at: pointerAt(event) } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = press;
    press = null;
    if (live || !from || from.at.pointerId !== event.pointerId) return;
    if (Math.abs(event.clientX - (from.at.clientX ?? 0)) < SWIPE_TRAVEL) return;
    held.push({ kind: 'swipe', element: from.element, from: from.at, to: pointerAt(event) });
    swiped = true;
  };
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('pointerup', onPointerUp, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('input', onInput, true);

  return {
    started,
    replay() {
      if (live) return;
      live = true;
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('change', onChange, true);
      document.removeEventListener('input', onInput, true);
      for (const action of held.splice(0)) {
        if (action.kind === 'type') {
          if (action.element.isConnected) typeAgain(action.element, typed.get(action.element) ?? '');
        } else if (action.kind === 'click') {
          if (action.element.isConnected) clickAgain(action.element);
        } else if (action.kind === 'swipe') {
          if (action.element.isConnected) {
            action.element.dispatchEvent(new PointerEvent('pointerdown', action.from));
            action.element.dispatchEvent(new PointerEvent('pointerup', action.to));
          }
        } else if (action.kind === 'change') {
          if (action.element.isConnected) action.element.dispatchEvent(new Event('change', { bubbles: true }));
        } else if (action.form.isConnected) {
          action.form.requestSubmit(action.submitter instanceof HTMLButtonElement || action.submitter instanceof HTMLInputElement ? action.submitter : undefined);
        }
      }
      if (typed.size > 0) keepTyped(typed);
      // A swipe under way while the app went live: its release will reach the app, which must have seen its press.
      const pressed = press;
      press = null;
      if (pressed?.element.isConnected) pressed.element.dispatchEvent(new PointerEvent('pointerdown', pressed.at));
    },
  };
}
