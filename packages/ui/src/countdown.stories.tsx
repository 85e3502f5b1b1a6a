import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Countdown } from './countdown.js';
import { Harness } from './stories/harness.js';
import { singleInput } from './stories/fixtures.js';
import { idleTimeout } from './idle-timeout.js';

/** The opt-in idle timeout's last seconds; nothing at all while the timeout is off (the default). */
const meta = {
  title: 'UI/Parts/Countdown',
  component: Countdown,
  render: (args, { parameters }) => (
    <Harness input={singleInput} options={parameters.timeout ? { timeout: idleTimeout(parameters.timeout) } : {}}>
      {() => <Countdown {...args} />}
    </Harness>
  ),
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {
  parameters: { timeout: { ms: 300_000, countdownMs: 300_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/in (300|299)s/);
  },
};

export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};
