import { describe, expect, it } from 'vitest';
import { readPageStart, readServerState, serializeServerState, SERVER_STATE_ID, type ServerState } from './server-state';

const state: ServerState = { locale: 'es', community: 'torneos', effector: {}, queries: { mutations: [], queries: [] } };

function pageWith(attributes: string, text: string): Document {
  const document = window.document.implementation.createHTMLDocument('t');
  document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ID}"${attributes}>${text}</script>`;
  return document;
}

describe('readServerState', () => {
  it('reads what the server wrote, and whether the page was kept from before a change', () => {
    expect(readServerState(pageWith('', serializeServerState(state)))).toEqual(state);
    expect(readServerState(pageWith(' data-late="true"', serializeServerState(state)))).toEqual({ ...state, late: true });
  });

  it('answers null without state or with broken state', () => {
    expect(readServerState(pageWith('', ''))).toBeNull();
    expect(readServerState(pageWith('', '{'))).toBeNull();
  });

  it('keeps a `<` in the data from closing the element', () => {
    expect(serializeServerState({ ...state, community: '</script>' })).not.toContain('</script>');
  });

  it("reads how the page starts from the element's marks, without its state", () => {
    expect(readPageStart(pageWith(' data-visitor="true" data-live="true" data-community="liga-andina"', '{'))).toEqual({ rendered: true, visitor: true, live: true, late: false, liveStream: null, renderedAt: null, community: 'liga-andina' });
    expect(readPageStart(pageWith(' data-visitor="true" data-live="true" data-live-stream="live/phase/6" data-rendered-at="1795838372231"', '{'))).toMatchObject({ live: true, liveStream: 'live/phase/6', renderedAt: 1795838372231 });
    expect(readPageStart(pageWith(' data-late="true"', serializeServerState(state)))).toEqual({ rendered: true, visitor: false, live: false, late: true, liveStream: null, renderedAt: null, community: null });
    expect(readPageStart(pageWith('', ''))).toEqual({ rendered: false, visitor: false, live: false, late: false, liveStream: null, renderedAt: null, community: null });
  });
});
