import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';
import { Picker } from './harness.js';
import type { AskQuestionsApi, UseAskQuestionsOptions } from '../types.js';

export interface PickerSetup extends RenderResult {
  onOutcome: Mock<NonNullable<UseAskQuestionsOptions['onOutcome']>>;
  /** The latest api the picker rendered with. */
  api: () => AskQuestionsApi;
  user: UserEvent;
}

/** Renders the harness picker with a spy `onOutcome` and a live handle on the api. */
export function setupPicker(input: unknown, options: UseAskQuestionsOptions = {}): PickerSetup {
  const onOutcome = vi.fn<NonNullable<UseAskQuestionsOptions['onOutcome']>>();
  let api!: AskQuestionsApi;
  const view = render(<Picker input={input} options={{ onOutcome, ...options }} onApi={(a) => (api = a)} />);
  return { ...view, onOutcome, api: () => api, user: userEvent.setup() };
}

export const radio = (name: string): HTMLElement => screen.getByRole('radio', { name });
export const tab = (name: string): HTMLElement => screen.getByRole('tab', { name });
