// The product's changelog (/app/admin/changelog): what Lumen's teams features do, one published entry per
// release in en, de and es (one translationKey each). Idempotent: an entry is found by its slug and
// brought back to this text; entries written in the back office are left alone.
import type { PrismaClient } from "@/lib/db";

type Text = { title: string; body: string };
type Release = { key: string; version: string; publishedAt: Date; en: Text; de: Text; es: Text };

export const DEMO_CHANGELOG: Release[] = [
  {
    key: "2026-05-teams", version: "2026.05", publishedAt: new Date("2026-05-12T09:00:00Z"),
    en: {
      title: "Lumen for teams",
      body: `- Create a team in a few steps: company details, logo and brand colours, approved backdrops and outfits, then buy team credits.
- Team credits: one credit pays for one member's shoot and is taken when the member submits. Volume discounts from 10, 25 and 50 credits.
- Members see only the backdrops and outfits you approved.`,
    },
    de: {
      title: "Lumen für Teams",
      body: `- Erstelle ein Team in wenigen Schritten: Firmendaten, Logo und Markenfarben, freigegebene Hintergründe und Outfits, dann Team-Credits kaufen.
- Team-Credits: Ein Credit bezahlt das Shooting eines Mitglieds und wird abgebucht, wenn das Mitglied seine Fotos abschickt. Mengenrabatt ab 10, 25 und 50 Credits.
- Mitglieder sehen nur die Hintergründe und Outfits, die du freigegeben hast.`,
    },
    es: {
      title: "Lumen para equipos",
      body: `- Crea un equipo en pocos pasos: datos de la empresa, logotipo y colores de marca, fondos y ropa aprobados, y compra créditos de equipo.
- Créditos de equipo: un crédito paga la sesión de un miembro y se descuenta cuando el miembro envía sus fotos. Descuentos por volumen desde 10, 25 y 50 créditos.
- Los miembros solo ven los fondos y la ropa que has aprobado.`,
    },
  },
  {
    key: "2026-07-invites", version: "2026.07", publishedAt: new Date("2026-07-08T09:00:00Z"),
    en: {
      title: "Invites, open links and managed members",
      body: `- Invite colleagues by email: each invite holds a credit for 30 days until it is accepted, revoked or expires.
- Open invite links for your chat or intranet, with an optional email domain, a usage cap and an expiry date.
- Add someone on their behalf and upload their photos yourself; send them a link to take over their headshots later.
- Members sign in with an emailed link, no password needed.`,
    },
    de: {
      title: "Einladungen, offene Links und verwaltete Mitglieder",
      body: `- Lade Kolleginnen und Kollegen per E-Mail ein: Jede Einladung hält 30 Tage lang einen Credit, bis sie angenommen oder widerrufen wird oder abläuft.
- Offene Einladungslinks für euren Chat oder das Intranet, auf Wunsch mit E-Mail-Domain, Nutzungsgrenze und Ablaufdatum.
- Füge jemanden in seinem Namen hinzu und lade die Fotos selbst hoch; später kannst du der Person einen Link schicken, mit dem sie ihre Porträtfotos übernimmt.
- Mitglieder melden sich mit einem Link per E-Mail an, ganz ohne Passwort.`,
    },
    es: {
      title: "Invitaciones, enlaces abiertos y miembros gestionados",
      body: `- Invita a tus colegas por correo: cada invitación reserva un crédito durante 30 días, hasta que se acepta, se revoca o caduca.
- Enlaces de invitación abiertos para vuestro chat o intranet, con dominio de correo, límite de usos y fecha de caducidad opcionales.
- Añade a alguien en su nombre y sube tú sus fotos; más tarde puedes enviarle un enlace para que se quede con sus retratos.
- Los miembros inician sesión con un enlace por correo, sin contraseña.`,
    },
  },
  {
    key: "2026-09-results", version: "2026.09", publishedAt: new Date("2026-09-15T09:00:00Z"),
    en: {
      title: "Team results, favourites zip and retries",
      body: `- The results page lists every finished member with their favourite headshot.
- Download the favourites of the whole team, or of one sub-team, as one zip with a folder per member.
- Export your members as a CSV file.
- Grant a member one retry when they are not happy with their headshots, at no extra credit.`,
    },
    de: {
      title: "Team-Ergebnisse, Favoriten-ZIP und neue Versuche",
      body: `- Die Ergebnisseite listet jedes fertige Mitglied mit seinem Lieblings-Porträtfoto.
- Lade die Favoriten des ganzen Teams oder eines Unterteams als eine ZIP-Datei mit einem Ordner pro Mitglied herunter.
- Exportiere deine Mitglieder als CSV-Datei.
- Gewähre einem Mitglied einen neuen Versuch, wenn es mit seinen Porträtfotos nicht zufrieden ist, ohne zusätzlichen Credit.`,
    },
    es: {
      title: "Resultados del equipo, ZIP de favoritos y nuevos intentos",
      body: `- La página de resultados muestra a cada miembro que ha terminado con su retrato favorito.
- Descarga los favoritos de todo el equipo, o de un subequipo, en un ZIP con una carpeta por miembro.
- Exporta tus miembros en un archivo CSV.
- Concede a un miembro un nuevo intento si no está contento con sus retratos, sin gastar otro crédito.`,
    },
  },
  {
    key: "2026-11-team-page", version: "2026.11", publishedAt: new Date("2026-11-27T09:00:00Z"),
    en: {
      title: "Team page, notifications and automatic reminders",
      body: `- A public team page with the headshots, names and job titles of the members who opt in; share its link or embed it on your website. Hidden from search engines unless you allow it.
- Choose which emails team leads get: low credits, results ready and, new, a member picking their favourite.
- Automatic reminders for people who have not finished, after the number of days you choose and at most as often as you say.
- Help for team leads, searchable, in English, German and Spanish.`,
    },
    de: {
      title: "Teamseite, Benachrichtigungen und automatische Erinnerungen",
      body: `- Eine öffentliche Teamseite mit den Porträtfotos, Namen und Berufsbezeichnungen der Mitglieder, die zustimmen; teile den Link oder bette sie auf eurer Website ein. Für Suchmaschinen verborgen, außer du erlaubst es.
- Wähle, welche E-Mails die Teamleitung bekommt: wenige Credits, fertige Ergebnisse und, neu, wenn ein Mitglied seinen Favoriten wählt.
- Automatische Erinnerungen für alle, die noch nicht fertig sind, nach der von dir gewählten Anzahl Tage und höchstens so oft, wie du festlegst.
- Hilfe für Teamleitungen, durchsuchbar, auf Englisch, Deutsch und Spanisch.`,
    },
    es: {
      title: "Página del equipo, notificaciones y recordatorios automáticos",
      body: `- Una página pública del equipo con los retratos, nombres y cargos de los miembros que se apuntan; comparte su enlace o insértala en tu web. Oculta para los buscadores salvo que lo permitas.
- Elige qué correos reciben los responsables: pocos créditos, resultados listos y, como novedad, cuando un miembro elige su favorito.
- Recordatorios automáticos para quienes aún no han terminado, tras los días que elijas y como mucho las veces que indiques.
- Ayuda para responsables, con buscador, en inglés, alemán y español.`,
    },
  },
];

/** Writes the entries (published); returns how many rows were created or brought back to this text. */
export async function ensureDemoChangelog(db: PrismaClient): Promise<number> {
  let changed = 0;
  for (const release of DEMO_CHANGELOG) {
    for (const locale of ["en", "de", "es"] as const) {
      const slug = locale === "en" ? release.key : `${release.key}-${locale}`;
      const data = { locale, translationKey: release.key, version: release.version, publishedAt: release.publishedAt, status: "PUBLISHED" as const, ...release[locale] };
      const found = await db.changelogEntry.findUnique({ where: { slug }, select: { id: true, title: true, body: true, status: true, publishedAt: true } });
      if (!found) {
        await db.changelogEntry.create({ data: { slug, ...data } });
        changed++;
      } else if (found.title !== data.title || found.body !== data.body || found.status !== "PUBLISHED" || found.publishedAt?.getTime() !== data.publishedAt.getTime()) {
        await db.changelogEntry.update({ where: { id: found.id }, data });
        changed++;
      }
    }
  }
  return changed;
}
