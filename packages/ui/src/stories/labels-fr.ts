import type { AskLabels } from '../labels.js';

/** A full French translation: what a consumer passes to `labels` or `AskLabelsProvider`. */
export const frLabels: AskLabels = {
  questions: 'Questions',
  answered: 'répondu',
  notAnswered: 'Sans réponse',
  recommended: 'Recommandé',
  other: 'Autre',
  otherInput: 'Autre réponse',
  otherPlaceholder: 'Écrivez quelque chose',
  otherNotSent: 'Non envoyé : choisissez Autre ou tapez ici pour l’envoyer',
  filterOptions: 'Filtrer les options',
  filterCount: (matches, total) => `${matches} sur ${total} ${total > 1 ? 'options' : 'option'}`,
  noOptionsMatch: 'Aucune option ne correspond',
  notes: 'Notes',
  notesPlaceholder: 'Quelque chose à ajouter ? (facultatif)',
  submit: 'Envoyer',
  submitAnswers: 'Envoyer les réponses',
  next: 'Suivant',
  back: 'Retour',
  review: 'Vérifier',
  reviewTitle: 'Vérifiez vos réponses',
  skip: 'Passer',
  confirmSkip: 'Passer et perdre ce que vous avez écrit ? Appuyez encore sur Passer ou Échap pour confirmer.',
  skipConfirmed: 'Passer quand même',
  chatAboutThis: 'En discuter',
  nothingAnswered: 'Répondez à au moins une question pour envoyer.',
  answerAll: (headers) => `Répondez à ${headers.join(', ')} pour envoyer.`,
  unansweredWarning: (n) =>
    n === 1 ? '1 question est sans réponse. Vous pouvez quand même envoyer.' : `${n} questions sont sans réponse. Vous pouvez quand même envoyer.`,
  preview: 'Aperçu',
  noPreview: 'Aucun aperçu disponible',
  previewFrame: 'Aperçu de l’option',
  linesHidden: (n) => (n === 1 ? '1 ligne masquée' : `${n} lignes masquées`),
  showLess: 'Réduire',
  countdown: (s) => `Suite automatique dans ${s} s. Appuyez sur une touche pour rester.`,
  keyLegend: ({ choices, steps, escapeDeclines }) =>
    [choices > 0 ? `1-${choices} choisir` : '', 'Entrée valider', steps > 1 ? '← → questions' : '', escapeDeclines ? 'Échap passer' : ''].filter(Boolean),
  reachQuestion: (from) => `${from === 'back' ? 'Maj+Tab' : 'Tab'} ou un clic pour répondre`,
  invalidInput: 'Ces questions ne peuvent pas être affichées.',
  loading: 'Préparation des questions…',
  arrived: (n) => (n === 1 ? 'L’agent vous pose une question.' : `L’agent vous pose ${n} questions.`),
  receiptAnswered: 'Répondu',
  receiptDismissed: 'Ignoré',
  receiptChatAboutThis: 'A choisi d’en discuter',
  receiptRepliedInChat: 'A répondu dans la conversation',
  receiptTimedOut: (s) => `Pas de réponse après ${s} s`,
  receiptReplied: 'A répondu',
  receiptFollowUp: 'A demandé d’autres questions d’abord',
  receiptUnknown: 'Résultat',
  receiptAsked: 'Questions posées',
  receiptAlsoAsked: 'Autres questions posées',
  askMore: 'Posez-moi d’autres questions',
  textPlaceholder: 'Votre réponse',
  numberRange: ({ min, max, step }) => `De ${min} à ${max}${step ? `, par pas de ${step}` : ''}`,
  numberError: (problem, range) =>
    !range
      ? 'Saisissez un nombre, par exemple 4 ou 2.5.'
      : problem === 'off_step'
        ? `Saisissez un nombre de ${range.min} à ${range.max}, par pas de ${range.step} à partir de ${range.min}.`
        : `Saisissez un nombre de ${range.min} à ${range.max} (point décimal : 2.5).`,
  fixAnswers: (items) => items.map(({ header, error }) => `${header} : ${error}`).join(' '),
  invalid: 'à corriger',
  sessionQueue: (position, total) => `${position} sur ${total} en attente`,
  sessionAgent: (agentId) => `Posée par ${agentId}`,
  sessionReconnecting: 'Connexion perdue. Reconnexion…',
  sessionClosed: 'Déconnecté. Les nouvelles questions n’apparaîtront pas.',
  sessionReconnect: 'Se reconnecter',
  sessionEmpty: 'Aucune question en attente',
  sessionSending: 'Envoi de votre réponse…',
  sessionNetworkError: 'Votre réponse n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.',
  sessionRejected: (message) => `Votre réponse a été refusée : ${message}`,
  sessionRetry: 'Réessayer',
  sessionAnswerAgain: 'Répondre à nouveau',
  sessionNoElicitation: (serverName) => `${serverName ?? 'Un serveur MCP'} demande une saisie que cette page ne peut pas afficher.`,
  sessionCancel: 'Annuler',
  sessionNotification: (agentId) => (agentId ? `${agentId} a une question pour vous` : 'Une question vous attend'),
  sessionRetired: (how, question) =>
    `${question ? `« ${question} » : ` : ''}${
      how === 'withdrawn'
        ? 'l’agent n’attend plus de réponse ; rien n’a été envoyé'
        : `${{ answered: 'répondue', declined: 'refusée', cancelled: 'annulée' }[how]} dans un autre onglet`
    }`,
};
