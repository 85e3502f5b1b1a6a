import { useEffect, useRef } from 'react';

/** React's input warning: a component should not switch between controlled and uncontrolled. */
export function useControlledWarning(controlled: boolean, hookName = 'useAskQuestions'): void {
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
