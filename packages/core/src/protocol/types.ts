/**
 * The normalized model every input dialect parses into and every output dialect is encoded from.
 * Plain JSON data only (no classes, no functions) so requests, drafts and outcomes can be
 * persisted, `structuredClone`d and sent over the wire.
 */

/**
 * The input dialects `parseAskRequest` recognizes: Claude Code's AskUserQuestion, pi's `ask`,
 * agentrail's question, OpenCode's `question`, Gemini CLI's `ask_user` and Mastra's `ask_user`.
 */
export type AskDialect = 'claude' | 'pi' | 'agentrail' | 'opencode' | 'gemini' | 'mastra';

/** React Aria's vocabulary: one answer or several. */
export type SelectionMode = 'single' | 'multiple';

/**
 * How previews are rendered. A host setting (Claude Code's `toolConfig.askUserQuestion.previewFormat`),
 * never guessed per preview: one request has one format.
 */
export type PreviewFormat = 'markdown' | 'html';

/**
 * What a question asks for. `choice` is the protocol's own; `text` (free text, no options) and
 * `number` (a number within `min..max`) exist on extended hosts only (spec section 1); Gemini CLI's
 * `type: "text"` and Mastra's question without options are `text` questions too.
 */
export type QuestionKind = 'choice' | 'text' | 'number';

/** A `kind: "number"` question's field (extended hosts; `min < max`, both required). */
export interface NumberField {
  min: number;
  max: number;
  step?: number;
  defaultValue?: number;
  /** Shown after the field, e.g. `"ms"`, `"%"`. */
  unit?: string;
}

export interface AskOption {
  /** Stable id, unique within the request (`<questionId>.<index>`). */
  id: string;
  /** The raw label exactly as the model sent it; this is what answers carry. */
  label: string;
  /** The label to show: the raw label without a trailing " (Recommended)". */
  displayLabel: string;
  description?: string;
  preview?: string;
  /** The request's preview format (see `AskRequest.previewFormat`), set when the option has a preview. */
  previewFormat?: PreviewFormat;
  /** Marked by a " (Recommended)" suffix or a dialect's recommended index. */
  recommended: boolean;
  /**
   * The value an answer is encoded as when it differs from the label (MCP elicitation: an enum's
   * `const` behind its title, `true` / `false` behind a boolean field's Yes / No). Absent for the
   * AskUserQuestion dialects, whose answers are the labels themselves.
   */
  value?: string | boolean;
}

/** A text field's format (MCP elicitation's string `format`; each is checked as the MCP SDK's server checks it). */
export type TextFormat = 'email' | 'uri' | 'date' | 'date-time';

/**
 * The form field behind a question (MCP elicitation, `parseElicitation`): the property its answer
 * is written under and the rules that answer must meet. Absent for the AskUserQuestion dialects.
 * `kind`, `selectionMode` and `options` already say how to render the field; these are the rules
 * a renderer checks (`checkElicitationAnswers`) and the encoder enforces.
 */
export interface FormField {
  /** The property name: `content[key]` holds the answer. */
  key: string;
  /**
   * The JSON type the answer is written as: `string` (a text field or a single-select enum),
   * `number`, `integer` (a whole number), `boolean` (a Yes / No choice) or `array` (a
   * multi-select enum, written as the chosen values).
   */
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array';
  /** Listed in the schema's `required`: the form cannot be accepted without it. */
  required: boolean;
  /** Text fields only. */
  format?: TextFormat;
  /** Text fields: length in Unicode code points, as JSON Schema counts it. */
  minLength?: number;
  maxLength?: number;
  /** Number fields: the inclusive bounds (also in `AskQuestion.number` when both are given). */
  minimum?: number;
  maximum?: number;
  /** Multi-select fields: how many options may be chosen. */
  minItems?: number;
  maxItems?: number;
  /**
   * The schema's `default`, as the value it encodes to (an enum's values, not its titles). A
   * picker pre-fills it (`elicitationDraft`); the user's own answer replaces it.
   */
  defaultValue?: string | number | boolean | string[];
}

/** Who asks: shown to the user (MCP: clients MUST make clear which server requests information). */
export interface AskRequestSource {
  protocol: 'mcp';
  /** The server's name as the host knows it (its configured name or `serverInfo`); absent when the host did not pass one. */
  serverName?: string;
}

export interface AskQuestion {
  /** Stable id, unique within the request: the dialect's own id (pi) or `q1`, `q2`, ... */
  id: string;
  /**
   * `choice` for every dialect's option questions (Gemini's yes / no too); `text` / `number` for
   * extended Claude hosts, `text` for Gemini's text questions and Mastra's without options.
   * A `text` question, like agentrail's question without options, has `freeTextOnly: true`.
   */
  kind: QuestionKind;
  /** `kind: "number"` only: the range and step of the number field. */
  number?: NumberField;
  /** The full question text; answers are keyed by it (it is unique within a request). */
  question: string;
  /** The chip label; `Q1`, `Q2`, ... when the model sent none (see `headerIsFallback`). */
  header: string;
  headerIsFallback: boolean;
  options: AskOption[];
  selectionMode: SelectionMode;
  /** Whether the implicit free-text "Other" answer is offered. */
  allowOther: boolean;
  /**
   * Free text only: a text or number question, or no options at all where the limits allow none
   * (agentrail, pi or Mastra without options). A streamed question whose options have not arrived
   * yet, under limits that ask for some (Claude's), is not: it is a choice question with none so far.
   */
  freeTextOnly: boolean;
  /** A hint shown under the question (agentrail `hint`, an extended host's question `description`). */
  hint?: string;
  /** Placeholder for the Other / free-text field. */
  placeholder?: string;
  /** True when any option carries a preview (single-select only, per the protocol). */
  hasPreviews: boolean;
  /** MCP elicitation: the form field behind the question (its key, JSON type, rules and default). */
  field?: FormField;
}

export interface AskRequest {
  /** The input dialect; `'mcp'` for a form parsed by `parseElicitation`. */
  dialect: AskDialect | 'mcp';
  /** Optional call title (extended hosts). */
  title?: string;
  questions: AskQuestion[];
  metadata?: { source?: string };
  /** How this request's previews render (a host setting, `ParseOptions.previewFormat`). */
  previewFormat: PreviewFormat;
  /**
   * The input object exactly as received (after JSON.parse when it came as text), so that
   * `toClaudeOutput` can echo `questions`, `title`, `metadata` and every unknown field unchanged
   * (spec section 2). Claude dialect only; absent for half-streamed input. Treat it as read-only.
   */
  input?: Readonly<Record<string, unknown>>;
  /** True when parsed with `partial: true` from input that may still be streaming. */
  partial?: boolean;
  /** Who asks (MCP elicitation): a picker shows it with the questions. */
  source?: AskRequestSource;
}

/**
 * An MCP elicitation in URL mode: a consent card, not a question. The picker shows the message,
 * the full URL and its domain, and opens the URL only when the user explicitly chooses to; the
 * interaction itself happens out of band.
 */
export interface AskUrlRequest {
  mode: 'url';
  /** The URL as the WHATWG URL parser serializes it: what is shown is exactly what opens. */
  url: string;
  /** The host to highlight (lower case; a Unicode name in its ASCII punycode form). */
  domain: string;
  /** Some label of `domain` is punycode (`xn--`): it may imitate another name, so warn. */
  punycode: boolean;
  /** `https:`; an `http:` link is allowed (development servers) but deserves a warning. */
  secure: boolean;
  /** Why the server needs the interaction. */
  message: string;
  /** The server's opaque id for this elicitation (its completion notification names it). */
  elicitationId: string;
  source?: AskRequestSource;
}

// ---------------------------------------------------------------------------------------------
// Outcome: what the user did.

/** One question's answer, in terms the encoders and consumers understand. */
export interface QuestionAnswer {
  /** Raw labels of the chosen options, in option order. */
  selected: string[];
  /** Free text typed in the Other row (trimmed, non-empty), if any. */
  other?: string;
  /** The user's notes for this question, if any. */
  notes?: string;
}

/** Answers keyed by question id. An unanswered question has no entry. */
export type AnswerMap = Record<string, QuestionAnswer>;

/** Why the questions were declined. */
export type DeclineReason =
  /** The user closed / skipped / pressed Escape. */
  | 'dismissed'
  /** "Chat about this": the user wants to clarify in the chat first. */
  | 'chat_about_this'
  /** The user typed a new chat message instead of answering. */
  | 'replied_in_chat';

export type AskOutcome =
  | { type: 'answered'; answers: AnswerMap }
  | {
      type: 'timed_out';
      /** The idle timeout that fired, in milliseconds. */
      timeoutMs: number;
      /** What was selected (or auto-picked) before the timeout. */
      answers: AnswerMap;
    }
  | {
      type: 'declined';
      reason: DeclineReason;
      /** Optional text from the user (their chat message, a reason). */
      message?: string;
      /**
       * The user declined with a control that says so (a Decline or No button) rather than by
       * closing, Escape or moving on. MCP elicitation answers `decline` for it and `cancel`
       * otherwise; the other encoders do not tell them apart.
       */
      explicit?: boolean;
      /** Anything answered before declining. */
      answers: AnswerMap;
    }
  | {
      type: 'replied';
      /** A general free reply instead of structured answers. */
      response: string;
    }
  | {
      /**
       * "Ask me more first" (extended hosts): the user wants more questions before the agent
       * proceeds. Encoded as `followUp: true` (spec sections 2 and 3).
       */
      type: 'follow_up';
      /** Whatever was answered so far (may be empty). */
      answers: AnswerMap;
      /** What the user wrote with the request, if anything (blank counts as nothing). */
      response?: string;
    };

// ---------------------------------------------------------------------------------------------
// Parse issues.

export type AskIssueCode =
  | 'invalid_type'
  | 'no_questions'
  | 'too_many_questions'
  | 'empty_question'
  | 'duplicate_question'
  | 'empty_header'
  | 'long_header'
  | 'option_count'
  | 'empty_label'
  | 'duplicate_label'
  | 'preview_in_multi_select'
  | 'unsafe_preview'
  | 'unknown_dialect'
  /**
   * What this parser has not been given the code for: `strict: 'claude-code'` outside
   * `@askq/core/strict`; a text or number question, or `extended: true`, outside `@askq/core/fields`.
   */
  | 'unsupported_option'
  /** Strict mode: a key the real schema does not have (or has only on extended hosts). */
  | 'unknown_key'
  /** Strict mode: a required field is missing (`header`, `description`, ...). */
  | 'missing_field'
  /** A `kind: "number"` question whose `min` / `max` / `step` / `defaultValue` do not make a range. */
  | 'invalid_number_range'
  /** MCP elicitation: a schema construct the restricted form schema does not have (nested objects, `$ref`, ...). */
  | 'unsupported_schema'
  /** MCP elicitation: a string `format` other than email, uri, date and date-time. */
  | 'unknown_format'
  /** MCP elicitation: bounds that allow no answer (`minimum > maximum`, `minLength > maxLength`, ...) or are not numbers of the right kind. */
  | 'invalid_range'
  /** MCP elicitation: a `default` the field could not hold (outside the enum or range, wrong type or format). */
  | 'invalid_default'
  /** MCP elicitation: two enum entries with the same value. */
  | 'duplicate_value'
  /** MCP elicitation: `required` names a property the schema does not have. */
  | 'unknown_required'
  /** MCP elicitation: `mode` is neither "form" nor "url". */
  | 'unknown_mode'
  /** MCP elicitation: a URL-mode `url` that is not an http(s) URL, or one to be wary of (punycode, user info, plain http). */
  | 'invalid_url'
  /** MCP elicitation: no server name was passed, so the user cannot be shown who asks. */
  | 'missing_source';

export interface AskIssue {
  code: AskIssueCode;
  severity: 'error' | 'warning';
  /** Path into the input, e.g. `['questions', 1, 'options']`. */
  path: (string | number)[];
  /** A sentence a model can act on, e.g. "questions[1].options must have 2-4 entries, got 1". */
  message: string;
}

export interface AskLimits {
  /** @default 1 */
  minQuestions: number;
  /** @default 4 */
  maxQuestions: number;
  /** @default 2 */
  minOptions: number;
  /** @default 4 */
  maxOptions: number;
  /** Headers longer than this are a warning only. @default 12 */
  maxHeaderLength: number;
}

export interface ParseOptions {
  /**
   * Force a dialect instead of detecting it. A parser reads only the dialects it was made with:
   * `parseAskRequest` Claude's, `parseAnyDialect` (`@askq/core/dialects`) every one.
   */
  dialect?: AskDialect | undefined;
  /** Override limits; dialects without limits (pi, agentrail, opencode, mastra) default to none. */
  limits?: Partial<AskLimits> | undefined;
  /**
   * `true`: reference document 000's rule, an empty header is an error, not a warning.
   * `'claude-code'`: accept and reject exactly what the real AskUserQuestion input schema does
   * (header and description required, `null` rejected, unknown keys rejected, exact uniqueness,
   * kind rules), with messages a model can act on. Needs Claude Code's schema: `parseStrict` from
   * `@askq/core/strict` (or a parser made with its `claudeCodeSchema`); `parseAskRequest` refuses
   * it with an `unsupported_option` error. The lenient default is for rendering.
   * @default false
   */
  strict?: boolean | 'claude-code' | undefined;
  /** Strict mode: the host is extended (accepts `title`, `kind`, `description`, `placeholder`, number fields). @default false */
  extended?: boolean | undefined;
  /** Strict mode: the host opted in to optional option descriptions. @default false */
  optionalDescriptions?: boolean | undefined;
  /**
   * The host's preview format. In `'html'` mode the real CLI's three HTML rules are checked.
   * @default 'markdown'
   */
  previewFormat?: PreviewFormat | undefined;
  /** Accept half-streamed input and return what can be shown so far. @default false */
  partial?: boolean | undefined;
}

export interface ParseResult {
  /** The normalized request, or null when any issue is an error. */
  request: AskRequest | null;
  issues: AskIssue[];
}

// ---------------------------------------------------------------------------------------------
// Answering state (the reducer's).

export interface OtherDraft {
  /** Whether the Other answer is chosen. Typing activates it. */
  active: boolean;
  text: string;
}

export interface QuestionDraft {
  /** Ids of the selected options, in option order. */
  selected: string[];
  other: OtherDraft;
  notes: string;
}

export type AskPhase = 'answering' | 'review' | 'submitted' | 'declined';

/** The persistable part of the state: enough to restore a picker after a reload. */
export interface AskDraft {
  drafts: Record<string, QuestionDraft>;
  activeIndex: number;
  phase: 'answering' | 'review';
}

export interface AskState {
  /** Per question id. */
  drafts: Record<string, QuestionDraft>;
  /** Index of the active question (meaningless during review). */
  activeIndex: number;
  /** Per question id: the option that has focus (drives the side-by-side preview). */
  focused: Record<string, string | undefined>;
  /**
   * Per question id: the option under the mouse pointer. Its preview shows while it is hovered;
   * when the pointer leaves, the focused (else the selected) option's preview is back. View state.
   */
  hovered?: Readonly<Record<string, string | undefined>>;
  /**
   * Per question id: a text or number field's error may show (the user left the field or pressed
   * Enter in it; "1" on the way to "15" is not yet a mistake). View state, never part of a draft.
   */
  revealed?: Readonly<Record<string, true>>;
  /**
   * The user tried to submit while it could not act: from then on a UI shows why (not before, so
   * nobody is told off for something they have not tried). View state, never part of a draft.
   */
  attempted?: true;
  /**
   * A decline (Skip, Escape) was asked for while typed text would be lost: a UI asks to confirm,
   * and the same request again declines. Cleared by anything else the user does. View state.
   */
  confirming?: DeclineReason;
  phase: AskPhase;
  /** Set exactly once, when the phase becomes 'submitted' or 'declined'. */
  outcome: AskOutcome | null;
}

/** What the reducer understands. A finished state (submitted / declined) ignores every event. */
export type AskEvent =
  /** Single-select: choose this option (deactivates Other). Multi-select: add it. */
  | { type: 'select'; questionId: string; optionId: string }
  /** Multi-select: remove it. Single-select: clear it if it is the chosen one. */
  | { type: 'deselect'; questionId: string; optionId: string }
  /** Multi-select: flip it. Single-select: select it, or clear it if already chosen. */
  | { type: 'toggle'; questionId: string; optionId: string }
  /** Typing activates Other (non-empty text); in single-select it replaces the chosen option. */
  | { type: 'setOtherText'; questionId: string; text: string }
  /** Choose / unchoose Other explicitly (its radio or checkbox). */
  | { type: 'setOtherActive'; questionId: string; active: boolean }
  | { type: 'setNotes'; questionId: string; notes: string }
  | { type: 'clear'; questionId: string }
  | { type: 'focusOption'; questionId: string; optionId: string | undefined }
  /** The mouse pointer entered an option (`optionId`) or left the one it was on (undefined). */
  | { type: 'hoverOption'; questionId: string; optionId: string | undefined }
  /** The question's field error may show from now on (its field was left, or Enter pressed in it). */
  | { type: 'revealFieldError'; questionId: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'review' }
  /** Ignored unless `canSubmit`. */
  | { type: 'submit' }
  /** `explicit: true`: the user chose a control that says Decline (MCP elicitation's `decline`, not `cancel`). */
  | { type: 'decline'; reason: DeclineReason; message?: string; explicit?: boolean }
  /** The opt-in idle timeout fired. `fallback: 'recommended'` answers untouched questions as pi does. */
  | { type: 'timeout'; timeoutMs: number; fallback?: 'none' | 'recommended' }
  | { type: 'reply'; response: string }
  /** "Ask me more first": finish with the follow-up outcome and what is answered so far. */
  | { type: 'followUp'; response?: string }
  /** Ask before declining with `reason` (typed text would be lost); see `AskState.confirming`. */
  | { type: 'confirmDecline'; reason: DeclineReason }
  /** Replace the draft (restoring from storage, or a controlled value). */
  | { type: 'restore'; draft: AskDraft };

export interface SubmitPolicy {
  /**
   * Which questions must be answered before submit is possible.
   * 'any': at least one (unanswered ones are simply absent, as in Claude Code's review);
   * 'all': every question.
   * @default 'any'
   */
  require: 'any' | 'all';
}
