import { useEffect, useRef, type RefObject } from 'react';

/**
 * Text typed into a server-rendered field before the page became interactive. Hydration leaves what the visitor typed
 * in the field but tells nobody, and the next render of a controlled field would wipe it: on mount, a value in the
 * field that differs from the one rendered is handed to `adopt`, once.
 */
export function useTypedValue(ref: RefObject<HTMLInputElement | null>, rendered: string, adopt: (typed: string) => void): void {
  const first = useRef({ rendered, adopt });
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== first.current.rendered) first.current.adopt(typed);
  }, [ref]);
}
