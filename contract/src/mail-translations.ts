/* eslint-disable max-lines -- content, not code: the candidate e-mails' words in German, French and Spanish, one block per event. */
import type { Language } from './languages.js';
import type { MailEvent } from './mail-events.js';
import type { MailTemplate } from './mail.js';

/** A template's words in one language (whether the event sends at all is the English template's switch). */
export type MailText = Pick<MailTemplate, 'subject' | 'text' | 'html'>;
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** The e-mails candidates receive: these are written in the candidate's language; staff's stay English. */
export const CANDIDATE_MAIL_EVENTS = [
  'application_received',
  'stage_shortlisted',
  'stage_rejected',
  'stage_selected',
  'application_withdrawn',
  'email_changed',
  'address_verification',
  'data_exported',
  'person_sourced',
  'retention_notice',
  'interview_offered',
  'interview_invite',
  'interview_cancelled',
  'interview_reminder',
  'offer_sent',
  'offer_withdrawn',
  'talent_pool_invitation',
  'person_referred',
  'onboarding_welcome',
] as const satisfies readonly MailEvent[];
export type CandidateMailEvent = (typeof CANDIDATE_MAIL_EVENTS)[number];
export const isCandidateMailEvent = (event: MailEvent): event is CandidateMailEvent =>
  (CANDIDATE_MAIL_EVENTS as readonly MailEvent[]).includes(event);

/**
 * A message from its parts, the way the English defaults are built: a greeting, paragraphs, an optional link to
 * the portal ("label: {{portalUrl}}" in the text, a link in the HTML) and the signature.
 */
function compose(
  words: { hello: string | null; team: string },
  subject: string,
  paragraphs: string[],
  action?: string,
): MailText {
  const textParts = [...(words.hello ? [words.hello] : []), ...paragraphs.map((paragraph) => plain(paragraph))];
  if (action) textParts.push(`${action}: {{portalUrl}}`);
  const htmlParts = [...(words.hello ? [words.hello] : []), ...paragraphs];
  return {
    subject,
    text: `${textParts.join('\n\n')}\n\n${words.team}`,
    html:
      htmlParts
        .map((part) => (part === TASK_LIST ? `<p style="white-space:pre-line">${part}</p>` : `<p>${part}</p>`))
        .join('') +
      (action ? `<p><a href="{{portalUrl}}">${action}</a></p>` : '') +
      `<p>${words.team}</p>`,
  };
}

/** The onboarding e-mail's list of tasks, one a line: its HTML keeps the lines. */
const TASK_LIST = '{{taskList}}';

/** A paragraph's words without its markup: links as "label: address", emphasis dropped. */
const plain = (paragraph: string) =>
  paragraph.replace(/<a href="(\{\{\w+\}\})">([^<]*)<\/a>/g, '$2: $1').replace(/<\/?strong>/g, '');

const job = '<strong>{{jobTitle}}</strong>';

function german(): Record<CandidateMailEvent, MailText> {
  const words = { hello: 'Hallo {{candidateName}},', team: 'Ihr HR-Team' };
  const m = (subject: string, paragraphs: string[], action?: string) => compose(words, subject, paragraphs, action);
  const staffWords = { hello: null, team: 'Ihr HR-Team' };
  const interview = (subject: string, sentence: string) => compose(staffWords, subject, [sentence], 'Portal öffnen');
  return {
    application_received: m(
      'Wir haben Ihre Bewerbung für {{jobTitle}} erhalten',
      [`Vielen Dank für Ihre Bewerbung als ${job}. Wir melden uns bei Ihnen.`],
      'Bewerbung verfolgen',
    ),
    stage_shortlisted: m(
      'Gute Nachrichten zu Ihrer Bewerbung für {{jobTitle}}',
      [`Sie sind für ${job} in der engeren Wahl: Ihre Bewerbung ist jetzt bei {{stageName}}.`],
      'Ihre Bewerbungen ansehen',
    ),
    stage_rejected: m('Ihre Bewerbung für {{jobTitle}}', [
      `Vielen Dank für Ihr Interesse an ${job}. Wir haben entschieden, Ihre Bewerbung nicht weiterzuverfolgen: {{reason}}.`,
      'Wir wünschen Ihnen viel Erfolg.',
    ]),
    stage_selected: m(
      'Herzlichen Glückwunsch: {{jobTitle}}',
      [`Wir freuen uns, Ihnen mitzuteilen, dass Sie für ${job} ausgewählt wurden.`],
      'Portal öffnen',
    ),
    application_withdrawn: m('Sie haben Ihre Bewerbung für {{jobTitle}} zurückgezogen', [
      `Hiermit bestätigen wir, dass Sie Ihre Bewerbung für ${job} zurückgezogen haben.`,
    ]),
    address_verification: m(
      'Bestätigen Sie Ihre HR-Portal-E-Mail-Adresse',
      [
        'Bestätigen Sie, dass diese Adresse Ihnen gehört (der Link gilt drei Tage).',
        'Auf einem Gerät geöffnet, das nicht bei dem Konto angemeldet ist, meldet er Sie an und entfernt jeden anderen Zugang zum Konto (etwa ein Passwort, das jemand anderes gesetzt hat). Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
      ],
      'Meine E-Mail-Adresse bestätigen',
    ),
    email_changed: m('Die E-Mail-Adresse Ihres HR-Portal-Kontos wurde geändert', [
      'Die E-Mail-Adresse Ihres HR-Portal-Kontos wurde in {{newEmail}} geändert. Wenn Sie das nicht waren, wenden Sie sich sofort an Ihr HR-Team.',
    ]),
    data_exported: m('Eine Kopie Ihrer HR-Portal-Daten wurde heruntergeladen', [
      'Soeben wurde eine Kopie Ihrer personenbezogenen Daten aus Ihrem <a href="{{portalUrl}}">HR-Portal-Konto</a> heruntergeladen. Wenn Sie das nicht waren, ändern Sie Ihr Passwort und wenden Sie sich sofort an Ihr HR-Team.',
    ]),
    person_sourced: m('Wir speichern Ihre Angaben: was und warum', [
      'Wir haben Ihren Namen und Ihre Kontaktdaten von {{source}} erhalten und speichern sie, um Sie für Stellen bei uns zu berücksichtigen. Was wir damit tun und welche Rechte Sie haben, steht in unseren <a href="{{privacyUrl}}">Datenschutzhinweisen</a>.',
      '<a href="{{portalUrl}}">Mein Konto anlegen</a>: sehen und korrigieren, was wir speichern, und sich bewerben.',
      'Wenn wir Ihre Daten lieber nicht speichern sollen: <a href="{{removeUrl}}">Meine Daten entfernen</a> (sofort, ohne Anmeldung).',
    ]),
    retention_notice: m('Wir anonymisieren bald Ihre HR-Portal-Daten', [
      'Ihre Bewerbungen bei uns sind abgeschlossen. Am {{keepUntil}} löschen wir Ihr Konto und Ihre Dokumente und behalten nur anonyme Statistiken.',
      'Wenn wir Ihre Daten behalten und Sie für künftige Stellen berücksichtigen sollen: <a href="{{portalUrl}}">Meine Daten behalten</a>.',
    ]),
    interview_offered: m(
      'Buchen Sie Ihr Vorstellungsgespräch für {{jobTitle}}',
      [`Bitte wählen Sie einen Termin für Ihr Vorstellungsgespräch für ${job}.`],
      'Gespräch buchen',
    ),
    interview_invite: interview(
      'Vorstellungsgespräch: {{candidateName}} für {{jobTitle}}, {{interviewTime}}',
      `Das Gespräch mit {{candidateName}} für ${job} findet am <strong>{{interviewTime}}</strong> statt. Die Kalendereinladung ist angehängt.`,
    ),
    interview_cancelled: interview(
      'Abgesagt: Gespräch mit {{candidateName}} für {{jobTitle}}',
      `Das Gespräch mit {{candidateName}} für ${job} am {{interviewTime}} ist abgesagt.`,
    ),
    interview_reminder: interview(
      'Morgen: Gespräch mit {{candidateName}} für {{jobTitle}}',
      `Zur Erinnerung: Das Gespräch mit {{candidateName}} für ${job} findet am <strong>{{interviewTime}}</strong> statt.`,
    ),
    offer_sent: m(
      'Ihr Angebot für {{jobTitle}}',
      [
        `Wir freuen uns, Ihnen die Stelle als ${job} anzubieten. Sehen Sie sich das Angebot an und nehmen Sie es bis zum {{expiresOn}} an oder lehnen Sie es ab.`,
      ],
      'Angebot ansehen',
    ),
    offer_withdrawn: m(
      'Ihr Angebot für {{jobTitle}} wurde zurückgezogen',
      [`Das Angebot für ${job} wurde zurückgezogen.`],
      'Ihre Bewerbungen ansehen',
    ),
    talent_pool_invitation: m(
      'Eine Stelle, die Ihnen gefallen könnte: {{jobTitle}}',
      [
        `Sie haben uns gebeten, Sie für künftige Stellen zu berücksichtigen. Wir glauben, ${job} könnte zu Ihnen passen.`,
        'Wenn ja, bewerben Sie sich dort; wenn nicht, ist nichts zu tun.',
      ],
      'Stelle ansehen',
    ),
    person_referred: m('{{referrerName}} hat Sie für {{jobTitle}} empfohlen', [
      `{{referrerName}} meint, Sie wären großartig für ${job} bei uns, und hat uns Ihren Namen und Ihre Kontaktdaten gegeben. Wir speichern sie, um Sie für diese Stelle zu berücksichtigen. Was wir damit tun und welche Rechte Sie haben, steht in unseren <a href="{{privacyUrl}}">Datenschutzhinweisen</a>.`,
      '<a href="{{portalUrl}}">Mein Konto anlegen</a>: die Stelle und das, was wir speichern, ansehen und ergänzen.',
      'Wenn wir Ihre Daten lieber nicht speichern sollen: <a href="{{removeUrl}}">Meine Daten entfernen</a>.',
    ]),
    onboarding_welcome: m(
      'Willkommen an Bord: Ihre ersten Tage als {{jobTitle}}',
      [
        `Willkommen! Sie beginnen am {{startDate}} als ${job}. Das bitten wir Sie vor und nach Ihrem ersten Tag zu erledigen:`,
        '{{taskList}}',
      ],
      'Mein Onboarding öffnen',
    ),
  };
}

function french(): Record<CandidateMailEvent, MailText> {
  const words = { hello: 'Bonjour {{candidateName}},', team: 'L’équipe RH' };
  const m = (subject: string, paragraphs: string[], action?: string) => compose(words, subject, paragraphs, action);
  const staffWords = { hello: null, team: 'L’équipe RH' };
  const interview = (subject: string, sentence: string) =>
    compose(staffWords, subject, [sentence], 'Ouvrir le portail');
  return {
    application_received: m(
      'Nous avons bien reçu votre candidature pour {{jobTitle}}',
      [`Merci d’avoir postulé au poste de ${job}. Nous reviendrons vers vous.`],
      'Suivre votre candidature',
    ),
    stage_shortlisted: m(
      'Bonne nouvelle concernant votre candidature pour {{jobTitle}}',
      [`Vous êtes présélectionné·e pour ${job} : votre candidature en est maintenant à l’étape {{stageName}}.`],
      'Voir vos candidatures',
    ),
    stage_rejected: m('Votre candidature pour {{jobTitle}}', [
      `Merci de l’intérêt que vous portez au poste de ${job}. Nous avons décidé de ne pas donner suite à votre candidature : {{reason}}.`,
      'Nous vous souhaitons une pleine réussite.',
    ]),
    stage_selected: m(
      'Félicitations : {{jobTitle}}',
      [`Nous sommes ravis de vous annoncer que vous avez été retenu·e pour ${job}.`],
      'Ouvrir le portail',
    ),
    application_withdrawn: m('Vous avez retiré votre candidature pour {{jobTitle}}', [
      `Nous vous confirmons que vous avez retiré votre candidature pour ${job}.`,
    ]),
    address_verification: m(
      'Confirmez l’adresse e-mail de votre compte HR Portal',
      [
        'Confirmez que cette adresse est bien la vôtre (le lien est valable trois jours).',
        'Ouvert sur un appareil qui n’est pas connecté au compte, il vous connecte et supprime tout autre accès au compte (par exemple un mot de passe défini par quelqu’un d’autre). Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
      ],
      'Confirmer mon adresse e-mail',
    ),
    email_changed: m('L’adresse e-mail de votre compte HR Portal a été modifiée', [
      'L’adresse e-mail de votre compte HR Portal a été remplacée par {{newEmail}}. Si ce n’était pas vous, contactez immédiatement votre équipe RH.',
    ]),
    data_exported: m('Une copie de vos données HR Portal a été téléchargée', [
      'Une copie de vos données personnelles vient d’être téléchargée depuis votre <a href="{{portalUrl}}">compte HR Portal</a>. Si ce n’était pas vous, changez votre mot de passe et contactez immédiatement votre équipe RH.',
    ]),
    person_sourced: m('Nous détenons vos coordonnées : lesquelles et pourquoi', [
      'Nous avons obtenu votre nom et vos coordonnées via {{source}} et les conservons pour envisager votre candidature à nos postes. Ce que nous en faisons et vos droits figurent dans notre <a href="{{privacyUrl}}">politique de confidentialité</a>.',
      '<a href="{{portalUrl}}">Créer mon compte</a> : voir et corriger ce que nous détenons, et postuler.',
      'Si vous préférez que nous ne conservions pas vos données : <a href="{{removeUrl}}">Supprimer mes données</a> (immédiatement, sans connexion).',
    ]),
    retention_notice: m('Nous allons bientôt anonymiser vos données HR Portal', [
      'Vos candidatures chez nous sont closes. Le {{keepUntil}}, nous supprimerons votre compte et vos documents et ne garderons que des statistiques anonymes.',
      'Si vous souhaitez que nous gardions vos données et pensions à vous pour de futurs postes : <a href="{{portalUrl}}">garder mes données</a>.',
    ]),
    interview_offered: m(
      'Réservez votre entretien pour {{jobTitle}}',
      [`Veuillez choisir un horaire pour votre entretien pour ${job}.`],
      'Réserver votre entretien',
    ),
    interview_invite: interview(
      'Entretien : {{candidateName}} pour {{jobTitle}}, {{interviewTime}}',
      `L’entretien avec {{candidateName}} pour ${job} a lieu le <strong>{{interviewTime}}</strong>. L’invitation d’agenda est jointe.`,
    ),
    interview_cancelled: interview(
      'Annulé : entretien avec {{candidateName}} pour {{jobTitle}}',
      `L’entretien avec {{candidateName}} pour ${job} le {{interviewTime}} est annulé.`,
    ),
    interview_reminder: interview(
      'Demain : entretien avec {{candidateName}} pour {{jobTitle}}',
      `Pour rappel : l’entretien avec {{candidateName}} pour ${job} a lieu le <strong>{{interviewTime}}</strong>.`,
    ),
    offer_sent: m(
      'Votre offre pour {{jobTitle}}',
      [
        `Nous sommes ravis de vous proposer le poste de ${job}. Consultez l’offre et acceptez-la ou refusez-la avant le {{expiresOn}}.`,
      ],
      'Consulter votre offre',
    ),
    offer_withdrawn: m(
      'Votre offre pour {{jobTitle}} a été retirée',
      [`L’offre pour ${job} a été retirée.`],
      'Voir vos candidatures',
    ),
    talent_pool_invitation: m(
      'Un poste qui pourrait vous plaire : {{jobTitle}}',
      [
        `Vous nous avez demandé de penser à vous pour de futurs postes. Nous pensons que ${job} pourrait vous convenir.`,
        'Si c’est le cas, postulez ; sinon, vous n’avez rien à faire.',
      ],
      'Voir le poste',
    ),
    person_referred: m('{{referrerName}} vous a recommandé·e pour {{jobTitle}}', [
      `{{referrerName}} pense que vous seriez parfait·e pour ${job} chez nous et nous a donné votre nom et vos coordonnées. Nous les conservons pour envisager votre candidature à ce poste. Ce que nous en faisons et vos droits figurent dans notre <a href="{{privacyUrl}}">politique de confidentialité</a>.`,
      '<a href="{{portalUrl}}">Créer mon compte</a> : voir le poste et ce que nous détenons, et le compléter.',
      'Si vous préférez que nous ne conservions pas vos données : <a href="{{removeUrl}}">Supprimer mes données</a>.',
    ]),
    onboarding_welcome: m(
      'Bienvenue à bord : vos premiers jours comme {{jobTitle}}',
      [
        `Bienvenue ! Vous commencez comme ${job} le {{startDate}}. Voici ce que nous vous demandons avant et après votre premier jour :`,
        '{{taskList}}',
      ],
      'Ouvrir mon intégration',
    ),
  };
}

function spanish(): Record<CandidateMailEvent, MailText> {
  const words = { hello: 'Hola, {{candidateName}}:', team: 'El equipo de RR. HH.' };
  const m = (subject: string, paragraphs: string[], action?: string) => compose(words, subject, paragraphs, action);
  const staffWords = { hello: null, team: 'El equipo de RR. HH.' };
  const interview = (subject: string, sentence: string) => compose(staffWords, subject, [sentence], 'Abrir el portal');
  return {
    application_received: m(
      'Hemos recibido tu candidatura para {{jobTitle}}',
      [`Gracias por inscribirte en ${job}. Nos pondremos en contacto contigo.`],
      'Sigue tu candidatura',
    ),
    stage_shortlisted: m(
      'Buenas noticias sobre tu candidatura para {{jobTitle}}',
      [`Estás en la preselección para ${job}: tu candidatura está ahora en {{stageName}}.`],
      'Ver tus candidaturas',
    ),
    stage_rejected: m('Tu candidatura para {{jobTitle}}', [
      `Gracias por tu interés en ${job}. Hemos decidido no seguir adelante con tu candidatura: {{reason}}.`,
      'Te deseamos mucho éxito.',
    ]),
    stage_selected: m(
      'Enhorabuena: {{jobTitle}}',
      [`Nos alegra comunicarte que has sido seleccionado/a para ${job}.`],
      'Abrir el portal',
    ),
    application_withdrawn: m('Has retirado tu candidatura para {{jobTitle}}', [
      `Te confirmamos que has retirado tu candidatura para ${job}.`,
    ]),
    address_verification: m(
      'Confirma el correo de tu cuenta de HR Portal',
      [
        'Confirma que esta dirección es tuya (el enlace vale tres días).',
        'Abierto en un dispositivo que no ha iniciado sesión en la cuenta, inicia tu sesión y elimina cualquier otro acceso a la cuenta (como una contraseña que haya puesto otra persona). Si no te has registrado, puedes ignorar este correo.',
      ],
      'Confirmar mi correo',
    ),
    email_changed: m('Se ha cambiado el correo de tu cuenta de HR Portal', [
      'El correo electrónico de tu cuenta de HR Portal se ha cambiado a {{newEmail}}. Si no has sido tú, contacta de inmediato con tu equipo de RR. HH.',
    ]),
    data_exported: m('Se ha descargado una copia de tus datos de HR Portal', [
      'Se acaba de descargar una copia de tus datos personales desde tu <a href="{{portalUrl}}">cuenta de HR Portal</a>. Si no has sido tú, cambia tu contraseña y contacta de inmediato con tu equipo de RR. HH.',
    ]),
    person_sourced: m('Guardamos tus datos: cuáles y por qué', [
      'Obtuvimos tu nombre y tus datos de contacto de {{source}} y los guardamos para tenerte en cuenta en nuestros puestos. Qué hacemos con ellos y cuáles son tus derechos figura en nuestro <a href="{{privacyUrl}}">aviso de privacidad</a>.',
      '<a href="{{portalUrl}}">Crear mi cuenta</a>: ver y corregir lo que guardamos, e inscribirte.',
      'Si prefieres que no guardemos tus datos: <a href="{{removeUrl}}">Eliminar mis datos</a> (al instante, sin iniciar sesión).',
    ]),
    retention_notice: m('Pronto anonimizaremos tus datos de HR Portal', [
      'Tus candidaturas con nosotros han concluido. El {{keepUntil}} eliminaremos tu cuenta y tus documentos y solo conservaremos estadísticas anónimas.',
      'Si quieres que conservemos tus datos y te tengamos en cuenta para futuros puestos: <a href="{{portalUrl}}">conservar mis datos</a>.',
    ]),
    interview_offered: m(
      'Reserva tu entrevista para {{jobTitle}}',
      [`Elige una hora para tu entrevista para ${job}.`],
      'Reservar tu entrevista',
    ),
    interview_invite: interview(
      'Entrevista: {{candidateName}} para {{jobTitle}}, {{interviewTime}}',
      `La entrevista con {{candidateName}} para ${job} es el <strong>{{interviewTime}}</strong>. La invitación de calendario va adjunta.`,
    ),
    interview_cancelled: interview(
      'Cancelada: entrevista con {{candidateName}} para {{jobTitle}}',
      `La entrevista con {{candidateName}} para ${job} del {{interviewTime}} está cancelada.`,
    ),
    interview_reminder: interview(
      'Mañana: entrevista con {{candidateName}} para {{jobTitle}}',
      `Recordatorio: la entrevista con {{candidateName}} para ${job} es el <strong>{{interviewTime}}</strong>.`,
    ),
    offer_sent: m(
      'Tu oferta para {{jobTitle}}',
      [`Nos alegra ofrecerte el puesto de ${job}. Revisa la oferta y acéptala o recházala antes del {{expiresOn}}.`],
      'Revisar tu oferta',
    ),
    offer_withdrawn: m(
      'Se ha retirado tu oferta para {{jobTitle}}',
      [`Se ha retirado la oferta para ${job}.`],
      'Ver tus candidaturas',
    ),
    talent_pool_invitation: m(
      'Un puesto que te puede interesar: {{jobTitle}}',
      [
        `Nos pediste que te tuviéramos en cuenta para futuros puestos. Creemos que ${job} podría encajar contigo.`,
        'Si es así, inscríbete allí; si no, no tienes que hacer nada.',
      ],
      'Ver el puesto',
    ),
    person_referred: m('{{referrerName}} te ha recomendado para {{jobTitle}}', [
      `{{referrerName}} cree que serías ideal para ${job} con nosotros y nos dio tu nombre y tus datos de contacto. Los guardamos para tenerte en cuenta para este puesto. Qué hacemos con ellos y cuáles son tus derechos figura en nuestro <a href="{{privacyUrl}}">aviso de privacidad</a>.`,
      '<a href="{{portalUrl}}">Crear mi cuenta</a>: ver el puesto y lo que guardamos, y completarlo.',
      'Si prefieres que no guardemos tus datos: <a href="{{removeUrl}}">Eliminar mis datos</a>.',
    ]),
    onboarding_welcome: m(
      'Te damos la bienvenida: tus primeros días como {{jobTitle}}',
      [
        `¡Bienvenido/a! Empiezas como ${job} el {{startDate}}. Esto es lo que te pedimos antes y después de tu primer día:`,
        '{{taskList}}',
      ],
      'Abrir mi incorporación',
    ),
  };
}

/** What each candidate e-mail says in German, French and Spanish until admins edit it in that language. */
export const DEFAULT_MAIL_TRANSLATIONS: Record<TranslatedLanguage, Record<CandidateMailEvent, MailText>> = {
  de: german(),
  fr: french(),
  es: spanish(),
};
