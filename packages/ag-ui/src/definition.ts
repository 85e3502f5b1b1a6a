/**
 * The AskUserQuestion tool as `@askq/ai-sdk` words it for the default host (Claude's limits,
 * markdown previews): its description and input JSON Schema, written out so a browser that
 * declares the tool pays for neither zod nor the schema builder. `definition.test.ts` checks that
 * both equal what `askUserQuestionDescription()` and `askUserQuestionJsonSchemaFor()` produce, so
 * they cannot drift; other hosts pass those functions' output to `askUserQuestionTool()`.
 */
export const DEFAULT_DESCRIPTION =
  "Ask the user 1-4 multiple-choice questions and wait for the answers. Use it when a decision is really theirs to make (a preference, a trade-off, a missing requirement) and you can offer concrete alternatives; do not ask what you can find out yourself. Each question needs the full question text (unique within the call), a header of at most 12 characters, 2-4 options with a short label and a description, and multiSelect: true when several options can apply at once. Put the option you recommend first and end its label with \" (Recommended)\". Never add an \"Other\" option: the user can always type an answer of their own. A single-select option may carry a preview (markdown, shown in a monospace box) when comparing concrete artifacts such as layouts or code. The result quotes each answer by its question. The user may also decline or reply in the chat instead: then follow what they wrote and do not assume any answer.";

export const DEFAULT_PARAMETERS: Record<string, unknown> = {
  "type": "object",
  "properties": {
    "questions": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "question": {
            "type": "string",
            "description": "The full question, ending with \"?\". Unique within the call: answers are keyed by it."
          },
          "header": {
            "type": "string",
            "description": "A very short chip label, at most 12 characters."
          },
          "options": {
            "type": "array",
            "items": {
              "type": "object",
              "properties": {
                "label": {
                  "type": "string",
                  "description": "What the user picks: 1-5 words. Answers carry this exact text."
                },
                "description": {
                  "description": "What choosing this option means or what it trades off.",
                  "type": "string"
                },
                "preview": {
                  "description": "Optional, single-select only: a concrete artifact to compare (a layout sketch, code), as markdown shown in a monospace box.",
                  "type": "string"
                }
              },
              "required": [
                "label"
              ],
              "additionalProperties": {}
            },
            "minItems": 2,
            "maxItems": 4,
            "description": "2-4 distinct options. No \"Other\" option: the user can always type their own answer."
          },
          "multiSelect": {
            "description": "true when several options may be chosen together. Default false.",
            "type": "boolean"
          }
        },
        "required": [
          "question",
          "header",
          "options"
        ],
        "additionalProperties": {}
      },
      "minItems": 1,
      "maxItems": 4,
      "description": "1-4 questions asked together."
    }
  },
  "required": [
    "questions"
  ],
  "additionalProperties": {}
};
