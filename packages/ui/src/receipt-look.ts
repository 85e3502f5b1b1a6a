import type { ReceiptBaseProps } from './receipt.js';

/** What a receipt takes over from the picker it stands for: its labels, class and heading levels. */
export type ReceiptLook = Pick<ReceiptBaseProps, 'labels' | 'className' | 'titleLevel' | 'questionLevel'>;

/**
 * The props of a picker (or an adapter's, which spreads the picker's) that its receipt shares:
 * an adapter that draws the receipt of a settled call passes them on, so the card looks and ranks
 * (heading level) as the picker it replaces.
 */
export const receiptLook = ({ labels, className, titleLevel, questionLevel }: ReceiptLook): ReceiptLook => ({ labels, className, titleLevel, questionLevel });
