import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import type { EmailTemplate } from './index';

export type Decision = 'granted' | 'refused' | 'invalid';

interface Data {
  firstName?: string | null;
  reference: string;
  travellerName: string;
  decision: Decision;
  /** YYYY-MM-DD, formatted in the reader's language. */
  decisionDate: string;
  reason?: string | null;
}

type Lines = (traveller: string, date: string, reason: string) => string[];
interface Texts {
  subject: Record<Decision, (traveller: string, reference: string) => string>;
  body: Record<Decision, Lines>;
}

const visaUrl = 'https://www.gov.uk/standard-visitor';

/** What each decision means and what to do next (FACTS.md: no appeal after a refusal; the visa route). */
const texts: Record<Language, Texts> = {
  en: {
    subject: {
      granted: (t, r) => `ETA granted for ${t} (${r})`,
      refused: (t, r) => `ETA refused for ${t} (${r})`,
      invalid: (t, r) => `We are resubmitting ${t}'s ETA application (${r})`,
    },
    body: {
      granted: (t, d) => [
        `The Home Office granted ${t}'s ETA on ${d}.`,
        'The ETA is linked to the passport used in the application: travel with that passport. It is valid for 2 years or until the passport expires, whichever comes first, for visits of up to 6 months. It is not a visa and does not guarantee entry; the Home Office also sends its own e-mail.',
      ],
      refused: (t, d, r) => [
        `The Home Office refused ${t}'s ETA on ${d}. The reason it gave: ${r}`,
        `A refused ETA cannot be appealed. ${t} can apply for a Standard Visitor visa instead: ${visaUrl}`,
        'The government fee is not refunded after a refusal.',
      ],
      invalid: (t, _d, r) => [
        `The Home Office could not process ${t}'s ETA application (${r}). This is not a refusal.`,
        'We will correct it and submit it again at no cost to you, and tell you if we need anything from you.',
      ],
    },
  },
  fr: {
    subject: {
      granted: (t, r) => `ETA accordée pour ${t} (${r})`,
      refused: (t, r) => `ETA refusée pour ${t} (${r})`,
      invalid: (t, r) => `Nous soumettons de nouveau la demande d'ETA de ${t} (${r})`,
    },
    body: {
      granted: (t, d) => [
        `Le Home Office a accordé l'ETA de ${t} le ${d}.`,
        "L'ETA est liée au passeport utilisé pour la demande : voyagez avec ce passeport. Elle est valable 2 ans ou jusqu'à l'expiration du passeport, selon la première échéance, pour des séjours de 6 mois maximum. Ce n'est pas un visa et elle ne garantit pas l'entrée ; le Home Office envoie aussi son propre e-mail.",
      ],
      refused: (t, d, r) => [
        `Le Home Office a refusé l'ETA de ${t} le ${d}. Motif indiqué : ${r}`,
        `Un refus d'ETA ne peut pas faire l'objet d'un recours. ${t} peut demander un visa Standard Visitor à la place : ${visaUrl}`,
        'Les frais gouvernementaux ne sont pas remboursés après un refus.',
      ],
      invalid: (t, _d, r) => [
        `Le Home Office n'a pas pu traiter la demande d'ETA de ${t} (${r}). Ce n'est pas un refus.`,
        'Nous la corrigeons et la soumettons de nouveau sans frais pour vous, et nous vous contacterons si nous avons besoin de quoi que ce soit.',
      ],
    },
  },
  de: {
    subject: {
      granted: (t, r) => `ETA für ${t} erteilt (${r})`,
      refused: (t, r) => `ETA für ${t} abgelehnt (${r})`,
      invalid: (t, r) => `Wir reichen den ETA-Antrag von ${t} erneut ein (${r})`,
    },
    body: {
      granted: (t, d) => [
        `Das Home Office hat die ETA von ${t} am ${d} erteilt.`,
        'Die ETA ist mit dem im Antrag verwendeten Pass verknüpft: Reisen Sie mit diesem Pass. Sie gilt 2 Jahre oder bis zum Ablauf des Passes, je nachdem, was zuerst eintritt, für Aufenthalte von bis zu 6 Monaten. Sie ist kein Visum und garantiert keine Einreise; das Home Office schickt auch eine eigene E-Mail.',
      ],
      refused: (t, d, r) => [
        `Das Home Office hat die ETA von ${t} am ${d} abgelehnt. Angegebener Grund: ${r}`,
        `Gegen eine abgelehnte ETA gibt es keinen Widerspruch. ${t} kann stattdessen ein Standard Visitor Visum beantragen: ${visaUrl}`,
        'Die staatliche Gebühr wird nach einer Ablehnung nicht erstattet.',
      ],
      invalid: (t, _d, r) => [
        `Das Home Office konnte den ETA-Antrag von ${t} nicht bearbeiten (${r}). Das ist keine Ablehnung.`,
        'Wir korrigieren ihn und reichen ihn kostenlos erneut ein; wenn wir etwas von Ihnen brauchen, melden wir uns.',
      ],
    },
  },
  es: {
    subject: {
      granted: (t, r) => `ETA concedida a ${t} (${r})`,
      refused: (t, r) => `ETA denegada a ${t} (${r})`,
      invalid: (t, r) => `Volvemos a presentar la solicitud de ETA de ${t} (${r})`,
    },
    body: {
      granted: (t, d) => [
        `El Home Office concedió la ETA de ${t} el ${d}.`,
        'La ETA está vinculada al pasaporte usado en la solicitud: viaje con ese pasaporte. Es válida 2 años o hasta que caduque el pasaporte, lo que ocurra primero, para estancias de hasta 6 meses. No es un visado y no garantiza la entrada; el Home Office también envía su propio correo.',
      ],
      refused: (t, d, r) => [
        `El Home Office denegó la ETA de ${t} el ${d}. Motivo indicado: ${r}`,
        `Una ETA denegada no se puede recurrir. ${t} puede solicitar en su lugar un visado Standard Visitor: ${visaUrl}`,
        'La tasa gubernamental no se reembolsa tras una denegación.',
      ],
      invalid: (t, _d, r) => [
        `El Home Office no pudo tramitar la solicitud de ETA de ${t} (${r}). No es una denegación.`,
        'La corregiremos y la volveremos a presentar sin coste para usted, y le avisaremos si necesitamos algo.',
      ],
    },
  },
  zh: {
    subject: {
      granted: (t, r) => `${t} 的 ETA 已获批准（${r}）`,
      refused: (t, r) => `${t} 的 ETA 被拒绝（${r}）`,
      invalid: (t, r) => `我们将重新提交 ${t} 的 ETA 申请（${r}）`,
    },
    body: {
      granted: (t, d) => [
        `英国内政部已于 ${d} 批准 ${t} 的 ETA。`,
        'ETA 与申请时使用的护照绑定：请持该护照出行。有效期为 2 年或至护照到期（以先到者为准），每次停留最长 6 个月。ETA 不是签证，也不保证入境；内政部也会另行发送邮件。',
      ],
      refused: (t, d, r) => [
        `英国内政部已于 ${d} 拒绝 ${t} 的 ETA。给出的理由：${r}`,
        `ETA 被拒后不能上诉。${t} 可以改为申请标准访客签证（Standard Visitor visa）：${visaUrl}`,
        '被拒后政府费用不予退还。',
      ],
      invalid: (t, _d, r) => [
        `英国内政部无法处理 ${t} 的 ETA 申请（${r}）。这不是拒签。`,
        '我们会免费更正并重新提交；如需您提供任何信息，我们会通知您。',
      ],
    },
  },
  ar: {
    subject: {
      granted: (t, r) => `تمت الموافقة على ETA لـ ${t} (${r})`,
      refused: (t, r) => `تم رفض ETA لـ ${t} (${r})`,
      invalid: (t, r) => `نعيد تقديم طلب ETA الخاص بـ ${t} (${r})`,
    },
    body: {
      granted: (t, d) => [
        `وافقت وزارة الداخلية البريطانية على ETA الخاص بـ ${t} بتاريخ ${d}.`,
        'يرتبط ETA بجواز السفر المستخدم في الطلب: سافر بهذا الجواز. وهو صالح لمدة عامين أو حتى انتهاء صلاحية الجواز، أيهما أقرب، لزيارات تصل إلى 6 أشهر. وهو ليس تأشيرة ولا يضمن الدخول؛ وترسل وزارة الداخلية أيضًا رسالتها الخاصة.',
      ],
      refused: (t, d, r) => [
        `رفضت وزارة الداخلية البريطانية ETA الخاص بـ ${t} بتاريخ ${d}. السبب المذكور: ${r}`,
        `لا يمكن الطعن في رفض ETA. يمكن لـ ${t} التقدم بطلب تأشيرة زائر قياسية (Standard Visitor) بدلًا من ذلك: ${visaUrl}`,
        'لا تُسترد الرسوم الحكومية بعد الرفض.',
      ],
      invalid: (t, _d, r) => [
        `لم تتمكن وزارة الداخلية البريطانية من معالجة طلب ETA الخاص بـ ${t} (${r}). هذا ليس رفضًا.`,
        'سنصححه ونعيد تقديمه دون أي تكلفة عليك، وسنخبرك إن احتجنا منك إلى أي شيء.',
      ],
    },
  },
  sv: {
    subject: {
      granted: (t, r) => `ETA beviljad för ${t} (${r})`,
      refused: (t, r) => `ETA avslagen för ${t} (${r})`,
      invalid: (t, r) => `Vi skickar in ETA-ansökan för ${t} igen (${r})`,
    },
    body: {
      granted: (t, d) => [
        `Home Office beviljade ETA för ${t} den ${d}.`,
        'ETA:n är kopplad till passet som användes i ansökan: res med det passet. Den gäller i 2 år eller tills passet går ut, det som inträffar först, för besök på upp till 6 månader. Den är inget visum och garanterar inte inresa; Home Office skickar också ett eget mejl.',
      ],
      refused: (t, d, r) => [
        `Home Office avslog ETA för ${t} den ${d}. Angivet skäl: ${r}`,
        `Ett avslag på ETA kan inte överklagas. ${t} kan i stället ansöka om ett Standard Visitor-visum: ${visaUrl}`,
        'Den statliga avgiften återbetalas inte efter ett avslag.',
      ],
      invalid: (t, _d, r) => [
        `Home Office kunde inte behandla ETA-ansökan för ${t} (${r}). Det är inget avslag.`,
        'Vi rättar den och skickar in den igen utan kostnad för dig, och hör av oss om vi behöver något.',
      ],
    },
  },
  ja: {
    subject: {
      granted: (t, r) => `${t} 様の ETA が承認されました（${r}）`,
      refused: (t, r) => `${t} 様の ETA は拒否されました（${r}）`,
      invalid: (t, r) => `${t} 様の ETA 申請を再提出します（${r}）`,
    },
    body: {
      granted: (t, d) => [
        `英国内務省は ${d} に ${t} 様の ETA を承認しました。`,
        'ETA は申請に使用したパスポートに紐づいています。そのパスポートで渡航してください。有効期間は 2 年間またはパスポートの有効期限までのいずれか早い方で、1 回の滞在は最長 6 か月です。ビザではなく、入国を保証するものでもありません。内務省からも別途メールが届きます。',
      ],
      refused: (t, d, r) => [
        `英国内務省は ${d} に ${t} 様の ETA を拒否しました。示された理由：${r}`,
        `ETA の拒否に対して不服申し立てはできません。代わりに標準訪問者ビザ（Standard Visitor visa）を申請できます：${visaUrl}`,
        '拒否された場合、政府手数料は返金されません。',
      ],
      invalid: (t, _d, r) => [
        `英国内務省は ${t} 様の ETA 申請を処理できませんでした（${r}）。これは拒否ではありません。`,
        '当社で修正し、追加費用なしで再提出します。必要なものがあればご連絡します。',
      ],
    },
  },
  pt: {
    subject: {
      granted: (t, r) => `ETA concedida a ${t} (${r})`,
      refused: (t, r) => `ETA recusada a ${t} (${r})`,
      invalid: (t, r) => `Vamos voltar a submeter o pedido de ETA de ${t} (${r})`,
    },
    body: {
      granted: (t, d) => [
        `O Home Office concedeu a ETA de ${t} em ${d}.`,
        'A ETA está associada ao passaporte usado no pedido: viaje com esse passaporte. É válida por 2 anos ou até o passaporte caducar, o que ocorrer primeiro, para visitas até 6 meses. Não é um visto e não garante a entrada; o Home Office também envia o seu próprio e-mail.',
      ],
      refused: (t, d, r) => [
        `O Home Office recusou a ETA de ${t} em ${d}. Motivo indicado: ${r}`,
        `Não é possível recorrer de uma ETA recusada. ${t} pode pedir um visto Standard Visitor em alternativa: ${visaUrl}`,
        'A taxa governamental não é reembolsada após uma recusa.',
      ],
      invalid: (t, _d, r) => [
        `O Home Office não conseguiu processar o pedido de ETA de ${t} (${r}). Não se trata de uma recusa.`,
        'Vamos corrigi-lo e voltar a submetê-lo sem qualquer custo para si, e avisamos se precisarmos de alguma coisa.',
      ],
    },
  },
  it: {
    subject: {
      granted: (t, r) => `ETA concessa a ${t} (${r})`,
      refused: (t, r) => `ETA rifiutata a ${t} (${r})`,
      invalid: (t, r) => `Ripresentiamo la domanda ETA di ${t} (${r})`,
    },
    body: {
      granted: (t, d) => [
        `L'Home Office ha concesso l'ETA di ${t} il ${d}.`,
        "L'ETA è collegata al passaporto usato nella domanda: viaggia con quel passaporto. È valida 2 anni o fino alla scadenza del passaporto, se precedente, per soggiorni fino a 6 mesi. Non è un visto e non garantisce l'ingresso; l'Home Office invia anche una propria e-mail.",
      ],
      refused: (t, d, r) => [
        `L'Home Office ha rifiutato l'ETA di ${t} il ${d}. Motivo indicato: ${r}`,
        `Contro il rifiuto di un'ETA non è possibile fare ricorso. ${t} può invece richiedere un visto Standard Visitor: ${visaUrl}`,
        'La tassa governativa non viene rimborsata dopo un rifiuto.',
      ],
      invalid: (t, _d, r) => [
        `L'Home Office non ha potuto esaminare la domanda ETA di ${t} (${r}). Non è un rifiuto.`,
        'La correggiamo e la ripresentiamo senza costi per te, e ti contattiamo se ci serve qualcosa.',
      ],
    },
  },
};

function formatDay(day: string, language: Language) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** One e-mail per traveller's Home Office decision, in the application's language. */
export const caseDecision: EmailTemplate<Data> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language];
    return {
      subject: text.subject[data.decision](data.travellerName, data.reference),
      paragraphs: [
        greet(language, data.firstName),
        ...text.body[data.decision](
          data.travellerName,
          formatDay(data.decisionDate, language),
          data.reason?.trim() ?? '',
        ),
      ],
    };
  },
};
