// `@askq/ui/elicitation`: MCP elicitation's form and URL consent card, an entry of its own so
// that apps without MCP servers do not ship them.
export { ElicitationForm, type ElicitationFormProps } from './elicitation-form.js';
export { ElicitationUrlCard, type ElicitationUrlCardProps } from './elicitation-url-card.js';
export { defaultElicitationLabels, type ElicitationLabels } from './elicitation-labels.js';
export { ElicitationAsk, type ElicitationAskProps } from './elicitation-ask.js';
