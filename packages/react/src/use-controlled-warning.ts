import { useEffect, useRef } from 'react';

/**
 * React's input warning: a component should not switch between controlled and uncontrolled. A
 * development aid only, like React's own: production builds (`process.env.NODE_ENV` set to
 * "production", as every bundler does) carry neither the check nor its text.
 */
export const useControlledWarning: (controlled: boolean, hookName?: string) => void =
  process.env.NODE_ENV === 'production' ? () => {} : useControlledWarningInDevelopment;

function useControlledWarningInDevelopment(controlled: boolean, hookName = 'useAskQuestions'): void {
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
