'use client';
import type { ReactNode } from 'react';
import type { AskRequest } from '@askq/core';
import { outcomeFromResultText } from '@askq/core/transcript';
import { Receipt, type ReceiptFromTextProps } from '@askq/ui';

/**
 * The receipt of a call whose result is a text (an AG-UI tool message holds only that): read here,
 * so the card shows in the same render. `Receipt` reads a text with a chunk it loads on first use;
 * this adapter reads every settled call's text, so it carries the reader itself. A text it cannot
 * read goes to `Receipt` as it is.
 */
export function TextReceipt(props: Omit<ReceiptFromTextProps, 'request'> & { request: AskRequest }): ReactNode {
  const { request, resultText, ...rest } = props;
  const outcome = readOutcome(request, resultText);
  return outcome ? <Receipt {...rest} request={request} outcome={outcome} /> : <Receipt {...rest} request={request} resultText={resultText} />;
}

function readOutcome(request: AskRequest, text: string) {
  try {
    return text ? outcomeFromResultText(request, text) : null;
  } catch {
    return null; // Receipt fails soft on it
  }
}
