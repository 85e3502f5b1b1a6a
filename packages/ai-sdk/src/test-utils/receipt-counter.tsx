/**
 * Counts the receipts drawn: a settled part that does not re-render draws none. A test file mocks
 * `@askq/ui` with it:
 *   vi.mock('@askq/ui', async (original) => (await import('./test-utils/receipt-counter.js')).countReceipts(await original()));
 */
import type * as Ui from '@askq/ui';

export const receiptRenders = { count: 0 };

export function countReceipts(actual: typeof Ui): typeof Ui {
  const Receipt = (props: Parameters<typeof actual.Receipt>[0]) => {
    receiptRenders.count++;
    return <actual.Receipt {...props} />;
  };
  return { ...actual, Receipt: Receipt as typeof actual.Receipt };
}
