// The help page's answers for team leads (/app/admin/help-faq): each question's message key (TeamHelp.faq.items.<key>)
// and the team lead page it points to (its label is the navigation's, TeamLead.nav.<nav>). Pure data:
// the page and its client search read it.
export const HELP_FAQ = [
  { key: "credits", href: "/app/admin/credits", nav: "credits" },
  { key: "price", href: "/app/admin/credits", nav: "credits" },
  { key: "invite", href: "/app/admin/members", nav: "members" },
  { key: "openLink", href: "/app/admin/join", nav: "join" },
  { key: "managed", href: "/app/admin/members", nav: "members" },
  { key: "signIn", href: "/app/admin/members", nav: "members" },
  { key: "reminders", href: "/app/admin/notifications", nav: "notifications" },
  { key: "retry", href: "/app/admin/members", nav: "members" },
  { key: "remove", href: "/app/admin/members", nav: "members" },
  { key: "consistency", href: "/app/admin/style", nav: "style" },
  { key: "results", href: "/app/admin/results", nav: "results" },
  { key: "invoices", href: "/app/admin/invoices", nav: "invoices" },
  { key: "api", href: "/app/admin/api", nav: "api" },
  { key: "privacy", href: "/app/admin/settings", nav: "settings" },
  { key: "teamPage", href: "/app/admin/team-page", nav: "teamPage" },
  { key: "notifications", href: "/app/admin/notifications", nav: "notifications" },
] as const;

export type HelpFaqItem = { key: string; question: string; answer: string; href: string; linkLabel: string };

/** Lower case without accents, so "creditos" finds "créditos" and "Uberweisung" finds "Überweisung". */
export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

/** The items whose question or answer holds every word of `query` (all of them for an empty query). */
export function filterFaq<T extends { question: string; answer: string }>(items: readonly T[], query: string): T[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = searchable(`${item.question} ${item.answer}`);
    return words.every((w) => text.includes(w));
  });
}
