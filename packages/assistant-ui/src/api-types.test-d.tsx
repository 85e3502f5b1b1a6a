// Compile-time checks (run by `typecheck`): the two entries fit where assistant-ui takes them.
import { AuiConfig, MessagePrimitive, Tools, type ToolCallMessagePartComponent, type Toolkit } from '@assistant-ui/react';
import { AskUserQuestionToolUI, askUserQuestionToolkit } from './index.js';

// The toolkit registers with Tools, alone or spread into the app's own toolkit.
const mine: Toolkit = { weather: { type: 'backend', render: () => null } };
AuiConfig({ tools: Tools({ toolkit: askUserQuestionToolkit() }) });
AuiConfig({ tools: Tools({ toolkit: { ...mine, ...askUserQuestionToolkit({ previewFormat: 'html', toolName: 'ask_user' }) } }) });

// The component is a tool-call component: in a toolkit entry, a Parts override, or wrapped with options.
export const asRender: ToolCallMessagePartComponent = AskUserQuestionToolUI;
export const inParts = <MessagePrimitive.Parts components={{ tools: { by_name: { AskUserQuestion: AskUserQuestionToolUI } } }} />;
export const withOptions: ToolCallMessagePartComponent = (props) => <AskUserQuestionToolUI {...props} options={{ allowFollowUp: true }} />;

// @ts-expect-error the options are the card's, not anything
askUserQuestionToolkit({ previewFormat: 'svg' });
