import { useEffect, useRef } from 'react';

/** `useControlledWarning` in a development build (use-controlled-warning.ts). */
export function useControlledWarningInDevelopment(controlled: boolean, hookName = 'useAskQuestions'): void {
  const initial = useRef(controlled);
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current || initial.current === controlled) return;
    warned.current = true;
    const [from, to] = controlled ? ['uncontrolled', 'controlled'] : ['controlled', 'uncontrolled'];
    console.warn(
      `${hookName} is changing from ${from} to ${to}: \`value\` went from ` +
        `${controlled ? 'undefined to a draft' : 'a draft to undefined'}. Decide between using a ` +
        'controlled or uncontrolled draft (`value` vs `defaultValue`) for the lifetime of the picker.',
    );
  }, [controlled, hookName]);
}
