import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CopilotChat, CopilotKitProvider } from '@copilotkit/react-core/v2';
import { useAskUserQuestion } from '@askq/ag-ui/copilotkit';
import '@copilotkit/react-core/v2/styles.css';
import '@askq/ui/styles.css';
import { PlannerAgent } from './planner-agent.js';

// The same scripted agent, handed to CopilotKit directly (its dev-only option; a real app points
// `runtimeUrl` at a CopilotKit runtime instead). No runtime, no network.
const agents = { default: new PlannerAgent({ delayMs: 40 }) };

function AskUserQuestionTool() {
  useAskUserQuestion();
  return null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CopilotKitProvider agents__unsafe_dev_only={agents as never} showDevConsole={false} enableInspector={false}>
      <AskUserQuestionTool />
      <main style={{ height: '100vh', maxWidth: '48rem', margin: '0 auto' }}>
        <CopilotChat />
      </main>
    </CopilotKitProvider>
  </StrictMode>,
);
