import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { MatchEvent } from '@domain/contract';
import { initI18n } from '@/shared/i18n';
import { MatchMedia } from './match-media';

const i18n = await initI18n('es');
await i18n.loadNamespaces(['match']);

const event = (id: number, type: MatchEvent['type'], extra: Partial<MatchEvent> = {}): MatchEvent => ({
  id,
  matchId: 1,
  type,
  minute: null,
  side: null,
  person: null,
  secondPerson: null,
  videoId: null,
  imageUrl: null,
  createdAt: '2026-11-20T10:00:00Z',
  ...extra,
});

describe('MatchMedia', () => {
  it('shows a video as a play button and loads YouTube’s player only when asked', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MatchMedia events={[event(1, 'goal'), event(2, 'youtube-video', { videoId: 'dQw4w9WgXcQ' })]} title="Ana – Bea" />
      </I18nextProvider>,
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Ver en YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir: Video de Ana – Bea (1)' }));
    expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(screen.queryByRole('button', { name: /Reproducir/ })).toBeNull();
  });

  it('renders nothing for a match without videos or pictures', () => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <MatchMedia events={[event(1, 'goal')]} title="Ana – Bea" />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
