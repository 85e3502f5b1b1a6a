'use client';
import type { HTMLAttributes } from 'react';
import { useAskContext } from './context.js';

export interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /**
   * The heading level: pick the one that fits under the chat's own headings.
   * @default 3
   */
  level?: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
}

/**
 * The call's `title` (extended hosts) as a heading above the questions, so screen-reader users can
 * jump to the picker by heading. Renders nothing when the request has no title.
 */
export function Title({ level = 3, ...props }: TitleProps) {
  const api = useAskContext('Title');
  const title = api.request?.title;
  if (!title) return null;
  const Heading = `h${level}` as const;
  return (
    <Heading {...props} data-slot="askq-title">
      {title}
    </Heading>
  );
}
