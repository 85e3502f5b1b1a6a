import type { ElicitationLabels } from '../elicitation-labels.js';

/**
 * A full French translation of `ElicitationForm` and `ElicitationUrlCard`: what a consumer passes
 * to `labels`. Every problem is said from its `code` and `params` (the field's name and the rule's
 * figures), never from core's English `message`.
 */
const bound = (min: number | undefined, max: number | undefined, unit = '') =>
  min === undefined ? `Au plus ${max}${unit}` : max === undefined ? `Au moins ${min}${unit}` : min === max ? `Exactement ${min}${unit}` : `De ${min} à ${max}${unit}`;

const FORMATS = {
  email: ['une adresse e-mail', 'nom@exemple.fr'],
  uri: ['une URI complète', 'https://exemple.fr/page'],
  date: ['une date', 'AAAA-MM-JJ'],
  'date-time': ['une date et une heure avec fuseau horaire', 'AAAA-MM-JJThh:mm:ssZ'],
} as const;

export const frElicitationLabels: ElicitationLabels = {
  asks: (name) => `${name ?? 'Un serveur MCP'} demande`,
  required: 'obligatoire',
  optional: 'facultatif',
  yes: 'Oui',
  no: 'Non',
  chooseCount: (min, max) => `Choisissez ${bound(min, max).toLowerCase()}`,
  numberRange: (min, max, integer) =>
    min === undefined && max === undefined ? (integer ? 'Nombres entiers' : '') : bound(min, max, integer ? ', nombres entiers' : ''),
  lengthRange: (min, max) => bound(min, max, ' caractères'),
  timeZone: (zone) => `Votre heure (${zone})`,
  problem: (p) => {
    const { field } = p.params;
    switch (p.code) {
      case 'required':
        return `${field} est obligatoire`;
      case 'too_short':
        return `${field} demande au moins ${p.params.min} caractères`;
      case 'too_long':
        return `${field} accepte au plus ${p.params.max} caractères`;
      case 'bad_format': {
        const [what, example] = FORMATS[p.params.format];
        return `${field} doit être ${what}, par exemple ${example}`;
      }
      case 'not_a_number':
        return `${field} doit être un nombre`;
      case 'not_an_integer':
        return `${field} doit être un nombre entier`;
      case 'too_small':
        return `${field} doit valoir au moins ${p.params.min}`;
      case 'too_large':
        return `${field} doit valoir au plus ${p.params.max}`;
      case 'too_few':
        return `${field} : choisissez-en au moins ${p.params.min}`;
      case 'too_many':
        return `${field} : choisissez-en au plus ${p.params.max}`;
      case 'not_an_option':
        return `${field} doit être ${{ one: 'l’une', exactly_one: 'exactement une', some: 'choisi parmi' }[p.params.expected]} des options proposées`;
    }
  },
  fixFirst: (count) => (count === 1 ? 'Un champ à corriger avant de vérifier :' : `${count} champs à corriger avant de vérifier :`),
  clearChoice: (field) => `Effacer ${field}`,
  review: 'Vérifier',
  reviewTitle: 'Vérifiez avant d’envoyer',
  notAnswered: 'Sans réponse',
  noneChosen: 'Aucun',
  edit: 'Modifier',
  submit: 'Envoyer',
  decline: 'Refuser',
  cancel: 'Annuler',
  confirmCancel: 'Annuler et perdre vos réponses ? Appuyez sur Échap ou sur « Abandonner et annuler » pour confirmer.',
  cancelConfirmed: 'Abandonner et annuler',
  sent: (name) => `Envoyé à ${name ?? 'un serveur MCP'}.`,
  declined: 'Vous avez refusé.',
  cancelled: 'Annulé.',
  notSent: (name) => `Non envoyé : ${name ?? 'le serveur MCP'} n’a pas encore reçu votre réponse.`,
  unreadable: (name) => `${name ?? 'Un serveur MCP'} a envoyé une demande que cette page ne peut pas afficher. Annulez-la pour que le serveur continue.`,
  urlAsks: (name) => `${name ?? 'Un serveur MCP'} vous demande d’ouvrir un lien`,
  open: 'Ouvrir le lien',
  insecure: 'Ce lien n’est pas chiffré (http) : d’autres personnes sur le réseau peuvent lire ou modifier ce que vous envoyez.',
  punycode: (domain) => `L’adresse ${domain} est écrite en punycode : elle peut imiter un nom que vous connaissez.`,
  opened: 'Ouvert dans un nouvel onglet. Terminez là-bas.',
};
