import { describe, expect, it } from 'vitest';
import { askUserQuestionDescription, askUserQuestionJsonSchemaFor } from '@askq/ai-sdk/protocol';
import { askUserQuestionTool } from './tool.js';

describe('askUserQuestionTool', () => {
  it("is @askq/ai-sdk's definition for the default host, to the character", () => {
    const { $schema: _document, ...schema } = askUserQuestionJsonSchemaFor();
    expect(askUserQuestionTool()).toEqual({ name: 'AskUserQuestion', description: askUserQuestionDescription(), parameters: schema });
  });

  it("takes another host's wording and schema, without the schema's $schema key", () => {
    const options = { previewFormat: 'html' as const, strict: 'claude-code' as const };
    const tool = askUserQuestionTool({
      name: 'ask_user',
      description: askUserQuestionDescription({}, options),
      parameters: askUserQuestionJsonSchemaFor({}, options),
    });
    expect(tool.name).toBe('ask_user');
    expect(tool.description).toMatch(/HTML fragment/);
    expect(tool.parameters).not.toHaveProperty('$schema');
    expect(JSON.stringify(tool.parameters)).toMatch(/HTML fragment/);
  });
});
