'use client';
import { useRef, useState, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { AskQuestionsProvider, type AskQuestionsApi } from '@askq/react';
import { AskContext, DirectionContext, FocusReachContext } from './context.js';
import { useLabelsProvider } from './labels-provider.js';
import type { AskLabels } from './labels.js';
import { useFocusHandoff } from './focus-handoff.js';
import { useArrivalFocus } from './arrival-focus.js';
import { useIsoLayoutEffect } from './layout-effect.js';

export interface AskRootProps extends HTMLAttributes<HTMLDivElement> {
  /** What `useAskQuestions(input, options)` returned. */
  api: AskQuestionsApi;
  /** Label overrides for every part inside. */
  labels?: Partial<AskLabels> | undefined;
  /**
   * When the question arrives (mounted answerable, or its streamed input completes), scroll it
   * into view (from its top when it is taller than the view) and focus its first control, unless
   * the user is writing in a field elsewhere, i.e. one that holds text (then it is announced
   * instead, and the key legend says how to reach the question). An empty field, such as the
   * composer a message was just sent from, does not keep focus. @default true
   */
  autoFocus?: boolean | undefined;
}

/**
 * The picker's root element and context: build a custom layout from the exported parts inside it.
 * It carries the keyboard shortcuts (digits, Enter, Escape). While disabled (streaming in, or the
 * host's `disabled`) it is `aria-busy` and its controls are disabled, but it stays readable: a
 * screen reader can read the questions a sighted user sees (an `inert` root hid them all).
 */
export function AskRoot({ api, labels, className, children, autoFocus = true, ...props }: AskRootProps) {
  const [merged, LabelsProvider] = useLabelsProvider(labels);
  const ref = useRef<HTMLDivElement>(null);
  const [dir, setDir] = useState<'rtl' | undefined>();
  // Before paint: `dir` on the root or any ancestor decides, so RTL needs no extra prop. An
  // attribute read, not `getComputedStyle` (a forced style recalculation on every mount); left to
  // right is Radix's default, so only an RTL page re-renders.
  useIsoLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const read = root.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'rtl' : undefined;
    // Unchanged, no update at all: even a bailed-out one costs a commit on mount.
    if (read !== dir) setDir(read);
  }, [props.dir, dir]);
  const live = !api.disabled && api.outcome === null && (api.request?.questions.length ?? 0) > 0;
  const { announced, reach } = useArrivalFocus(ref, live, autoFocus);
  // Finishing unmounts the control that had focus: the receipt that follows takes it over.
  useFocusHandoff(ref, false);
  const rootProps = api.getRootProps({
    ...props,
    className: clsx('askq', className),
    'data-slot': 'askq-root',
    'aria-busy': api.disabled || undefined,
  });
  return (
    <LabelsProvider value={merged}>
      <AskContext.Provider value={api}>
        <AskQuestionsProvider value={api}>
          <DirectionContext.Provider value={dir}>
            <FocusReachContext.Provider value={reach}>
              <div {...rootProps} ref={ref}>
                {children}
                {/* A polite status that is there from the first render (a live region that appears
                    with its text is often not read) and says a question arrived when focus could
                    not go to it. */}
                <p aria-live="polite" data-slot="askq-visually-hidden">
                  {/* With how to get there: the legend that says it is not read (aria-hidden). */}
                  {announced ? `${merged.arrived(api.request?.questions.length ?? 0)} ${merged.reachQuestion(announced)}.` : ''}
                </p>
              </div>
            </FocusReachContext.Provider>
          </DirectionContext.Provider>
        </AskQuestionsProvider>
      </AskContext.Provider>
    </LabelsProvider>
  );
}
