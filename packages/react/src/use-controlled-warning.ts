import { useControlledWarningInDevelopment } from './use-controlled-warning-dev.js';

/**
 * React's input warning: a component should not switch between controlled and uncontrolled. A
 * development aid only, like React's own: production builds (`process.env.NODE_ENV` set to
 * "production", as every bundler does) carry neither the check nor its text.
 */
export const useControlledWarning: (controlled: boolean, hookName?: string) => void =
  process.env.NODE_ENV === 'production' ? () => {} : useControlledWarningInDevelopment;
