export {
  AskUserQuestionToolUI,
  askUserQuestionToolkit,
  type AskToolUIOptions,
  type AskUserQuestionToolUIProps,
  type AskUserQuestionToolkitOptions,
} from './ask-user-question-tool-ui.js';
