import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitIntent } from './intent';

function page(html: string) {
  document.body.innerHTML = html;
}

describe('awaitIntent', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('starts at the first sign of intent, not before', async () => {
    page('<button type="button">Menú</button>');
    const intent = awaitIntent(document);
    let started = false;
    void intent.started.then(() => {
      started = true;
    });
    window.dispatchEvent(new Event('scroll'));
    await Promise.resolve();
    expect(started).toBe(false);
    document.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await intent.started;
    expect(started).toBe(true);
    intent.replay();
  });

  it('holds a button click made before the page is live and does it again once it is', async () => {
    page('<button type="button" id="b">Seguir</button>');
    const intent = awaitIntent(document);
    const button = document.getElementById('b');
    const clicks: boolean[] = [];
    button?.addEventListener('click', (event) => clicks.push(event.isTrusted));
    button?.click();
    await intent.started;
    expect(clicks).toHaveLength(1);
    intent.replay();
    expect(clicks).toHaveLength(2);
    // Once live, clicks go straight through and nothing more is held.
    button?.click();
    intent.replay();
    expect(clicks).toHaveLength(3);
  });

  it('opens, once live, a menu whose trigger was clicked before: such a trigger opens on the press, not the click', async () => {
    page('<button type="button" id="m" aria-haspopup="menu">Imprimir</button><button type="button" id="p">Compartir</button>');
    const intent = awaitIntent(document);
    const seen: string[] = [];
    for (const id of ['m', 'p']) {
      const button = document.getElementById(id);
      for (const type of ['pointerdown', 'pointerup', 'click']) button?.addEventListener(type, (event) => seen.push(`${id}:${type}${event instanceof PointerEvent && type !== 'click' ? `:${event.pointerType}:${event.button}` : ''}`));
    }
    document.getElementById('m')?.click();
    document.getElementById('p')?.click();
    await intent.started;
    seen.length = 0;
    intent.replay();
    expect(seen).toEqual(['m:pointerdown:mouse:0', 'm:pointerup:mouse:0', 'm:click', 'p:click']);
  });

  it('types again, once live, the text typed into a field before, even if taking the page over cleared it', async () => {
    page('<form><input id="name" name="name"><textarea id="message"></textarea><input id="agree" type="checkbox"></form>');
    const intent = awaitIntent(document);
    const name = document.getElementById('name') as HTMLInputElement;
    const message = document.getElementById('message') as HTMLTextAreaElement;
    const type = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type(name, 'An');
    type(name, 'Ana Pérez');
    type(message, 'Hola');
    await intent.started;
    // The app takes the page over: its form starts empty and learns text only from input events.
    name.value = '';
    message.value = '';
    const seen: string[] = [];
    document.addEventListener('input', (event) => seen.push(`${(event.target as HTMLElement).id}=${(event.target as HTMLInputElement).value}`));
    intent.replay();
    expect(seen).toEqual(['name=Ana Pérez', 'message=Hola']);
    expect(name.value).toBe('Ana Pérez');
    // Once live, typing goes straight through and nothing is typed twice.
    type(name, 'Ana');
    intent.replay();
    expect(seen).toEqual(['name=Ana Pérez', 'message=Hola', 'name=Ana']);
  });

  it('types the text again when the app clears a field a frame after it is live', async () => {
    page('<input id="subject">');
    const intent = awaitIntent(document);
    const subject = document.getElementById('subject') as HTMLInputElement;
    subject.value = 'Liga juvenil';
    subject.dispatchEvent(new Event('input', { bubbles: true }));
    await intent.started;
    intent.replay();
    // The framework finishes taking the field over and clears it.
    subject.value = '';
    await new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve)));
    expect(subject.value).toBe('Liga juvenil');
  });

  it('holds a link of the app (the browser does not leave the page) and follows it by itself if the app never comes', () => {
    vi.useFakeTimers();
    page('<a id="in" href="/torneos/1/info">Copa</a><a id="out" href="https://example.org/x">Fuera</a><a id="tab" href="/torneos/2" target="_blank">Nueva</a>');
    const intent = awaitIntent(document);
    // What the page's own capture left the browser to do; the test then keeps happy-dom from navigating.
    const heldByPage: boolean[] = [];
    const keepHere = (event: Event) => {
      heldByPage.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', keepHere);
    const click = (id: string, init: MouseEventInit = {}) => document.getElementById(id)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    click('in');
    click('out');
    click('tab');
    click('in', { ctrlKey: true });
    expect(heldByPage).toEqual([true, false, false, false]);
    const followed: string[] = [];
    const assign = vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => {
      followed.push(String(url));
    });
    vi.advanceTimersByTime(8_000);
    expect(followed).toEqual([`${window.location.origin}/torneos/1/info`]);
    assign.mockRestore();
    document.removeEventListener('click', keepHere);
    intent.replay();
  });

  it('keeps a form from being sent by the browser and sends it through the app once live', async () => {
    page('<form id="f"><input name="q" value="copa"><button type="submit" id="go">Buscar</button></form>');
    const intent = awaitIntent(document);
    const form = document.getElementById('f') as HTMLFormElement;
    const sent: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (event) => {
      sent.push(event.submitter);
      event.preventDefault();
    });
    const first = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: document.getElementById('go') });
    form.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await intent.started;
    expect(sent).toHaveLength(1);
    intent.replay();
    // Sent again, by the same button, to the app's own handler.
    expect(sent).toEqual([document.getElementById('go'), document.getElementById('go')]);
  });

  it('has the app read again a list box changed before it was live', async () => {
    page('<select id="s"><option value="a">A</option><option value="b">B</option></select>');
    const intent = awaitIntent(document);
    const select = document.getElementById('s') as HTMLSelectElement;
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await intent.started;
    const seen: string[] = [];
    select.addEventListener('change', () => seen.push(select.value));
    intent.replay();
    expect(seen).toEqual(['b']);
  });

  it('holds a swipe across an element that answers swipes and makes it again once live; a short press is not a swipe', async () => {
    page('<ul data-swipe id="rounds"><li id="card">Octavos</li></ul>');
    const intent = awaitIntent(document);
    const rounds = document.getElementById('rounds');
    const card = document.getElementById('card');
    const seen: string[] = [];
    rounds?.addEventListener('pointerdown', (event) => seen.push(`down ${event.clientX}`));
    rounds?.addEventListener('pointerup', (event) => seen.push(`up ${event.clientX}`));
    card?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerId: 1, clientX: 300, clientY: 100 }));
    card?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, clientX: 100, clientY: 104 }));
    card?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerId: 1, clientX: 200, clientY: 100 }));
    card?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, clientX: 190, clientY: 100 }));
    await intent.started;
    seen.length = 0;
    intent.replay();
    expect(seen).toEqual(['down 300', 'up 100']);
  });

  it('gives the app the press of a swipe still under way when it goes live, so the release ends a swipe it saw begin', async () => {
    page('<ul data-swipe id="rounds"><li id="card">Octavos</li></ul>');
    const intent = awaitIntent(document);
    const rounds = document.getElementById('rounds');
    const card = document.getElementById('card');
    card?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerId: 3, clientX: 300, clientY: 100 }));
    await intent.started;
    const seen: string[] = [];
    rounds?.addEventListener('pointerdown', (event) => seen.push(`down ${event.pointerId} ${event.clientX}`));
    intent.replay();
    expect(seen).toEqual(['down 3 300']);
    // Once live, nothing more is made again.
    intent.replay();
    expect(seen).toEqual(['down 3 300']);
  });

  it('neither follows nor holds the link a mouse swipe ends on: the click belongs to the swipe', async () => {
    page('<ul data-swipe id="rounds"><li><a id="card" href="/juegos/7">Ana – Bea</a></li></ul>');
    const intent = awaitIntent(document);
    const card = document.getElementById('card');
    const followed: boolean[] = [];
    const watch = (event: MouseEvent) => followed.push(!event.defaultPrevented);
    document.addEventListener('click', watch);
    card?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerId: 1, clientX: 300, clientY: 100 }));
    card?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, clientX: 100, clientY: 104 }));
    card?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(followed).toEqual([false]);
    // A later plain click on the card is a click again, held as the app's link.
    card?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerId: 1, clientX: 200, clientY: 100 }));
    card?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, clientX: 200, clientY: 100 }));
    card?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(followed).toEqual([false, false]);
    await intent.started;
    const clicks: string[] = [];
    card?.addEventListener('click', () => clicks.push('card'));
    intent.replay();
    expect(clicks).toEqual(['card']);
    document.removeEventListener('click', watch);
  });
});
