import type { PublicTeamPerson } from "@/lib/teams/team-page";

/** The public team page's people: a responsive grid of headshots with name and job title. */
export function TeamPageGrid({ people, altOf }: { people: PublicTeamPerson[]; altOf: (name: string) => string }) {
  return (
    <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4" data-testid="team-page-grid">
      {people.map((p) => (
        <li key={p.membershipId} className="flex flex-col gap-2" data-testid="team-page-member">
          {/* eslint-disable-next-line @next/next/no-img-element -- served by our own checked route (/api/team-page/…), never optimised elsewhere */}
          <img src={p.photoUrl} width={p.width} height={p.height} loading="lazy" decoding="async" alt={altOf(p.name)} className="aspect-square h-auto w-full rounded-[var(--radius-card)] bg-mist object-cover" />
          <div>
            <p className="font-semibold text-ink">{p.name}</p>
            {p.title && <p className="text-sm text-ink-soft">{p.title}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
