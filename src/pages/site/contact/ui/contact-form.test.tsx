import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { VALIDATION_MESSAGES } from '@domain/contract/messages';
import { ContactForm } from './contact-form';

// The proof of work itself is the captcha widget's own test; here it answers at once, a fresh solution per round.
const captcha = vi.hoisted(() => ({ solves: true }));
vi.mock('@/shared/ui/captcha', () => ({
  Captcha: ({ onSolved, round = 0 }: { onSolved: (payload: string) => void; round?: number }) => {
    useEffect(() => {
      if (captcha.solves) onSolved(`solution-${round}`);
    }, [onSolved, round]);
    return null;
  },
}));

// The Spanish texts the form shows (the page's namespace, as the app loads it).
const contact = {
  fields: { name: 'Nombre', email: 'Correo electrónico', subject: 'Asunto', message: 'Mensaje' },
  submit: 'Enviar mensaje',
  success: '¡Gracias! Recibimos tu mensaje y te escribiremos pronto al correo que nos dejaste.',
  failed: 'No pudimos enviar tu mensaje. Inténtalo de nuevo en unos minutos.',
  privacyNote: 'Usamos tus datos solo para responder a tu mensaje.',
};

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'es',
  resources: { es: { contact, errors: { captcha: 'Captcha no válido' }, validation: Object.fromEntries(Object.entries(VALIDATION_MESSAGES).map(([key, texts]) => [key, texts.es])) } },
  interpolation: { escapeValue: false },
});

function renderForm() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return render(<ContactForm />, { wrapper });
}

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'ana@example.org') {
  await user.type(screen.getByLabelText('Nombre'), 'Ana Pérez');
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Asunto'), 'Liga juvenil');
  await user.type(screen.getByLabelText('Mensaje'), 'Queremos organizar una liga de doce clubes.');
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  captcha.solves = true;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactForm', () => {
  it('checks the fields before sending anything', async () => {
    const fetchMock = answer(201, { data: { id: 1, receivedAt: '2026-01-01T00:00:00.000Z' } });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message to /api/contact and says it was received', async () => {
    const fetchMock = answer(201, { data: { id: 7, receivedAt: '2026-01-01T00:00:00.000Z' } });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recibimos tu mensaje');
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.org',
      subject: 'Liga juvenil',
      message: 'Queremos organizar una liga de doce clubes.',
      recaptcha: 'solution-0',
    });
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });

  it('shows the server’s field errors on their fields', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(400, { error: { status: 400, code: 'VALIDATION_ERROR', message: 'Revisa los campos marcados', fields: [{ field: 'body.email', message: 'Este correo no recibe mensajes' }] } });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Este correo no recibe mensajes')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends nothing until the captcha is solved', async () => {
    captcha.solves = false;
    const fetchMock = answer(201, { data: { id: 7, receivedAt: '2026-01-01T00:00:00.000Z' } });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Captcha no válido');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a fresh captcha after a refused attempt', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = answer(400, { error: { status: 400, code: 'CAPTCHA_INVALID', message: 'Captcha no válido' } });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Captcha no válido');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const sent = fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init.body)) as { recaptcha: string }).recaptcha);
    expect(sent).toEqual(['solution-0', 'solution-1']);
  });

  it('says so when the message could not be sent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(503, { error: { status: 503, code: 'UNAVAILABLE', message: '' } });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos enviar tu mensaje');
  });
});
