import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTypedValue } from './use-typed-value';

function Search() {
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTypedValue(field, '', setText);
  return (
    <>
      <input ref={field} aria-label="search" value={text} onChange={(event) => setText(event.target.value)} />
      <p>looking for: {text}</p>
    </>
  );
}

describe('useTypedValue', () => {
  it('keeps what was typed into a server-rendered field before hydration, and the page follows it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.append(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('no input');
    // The visitor types while the page's code is still on its way.
    input.value = 'quiroga';
    await act(async () => {
      hydrateRoot(container, <Search />);
    });
    expect(input.value).toBe('quiroga');
    expect(container.querySelector('p')?.textContent).toBe('looking for: quiroga');
    container.remove();
  });
});
