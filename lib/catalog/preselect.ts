// `?style=<slug>` on the style chooser (/app/styles?style=…): the look a public style page's "use this
// style" button asks for. Checked against the looks on offer; anything else is ignored.
import { looksFor, resolveChoice, type ChoiceLook, type Gender } from "./looks";

/** The look to pick on arrival: the slug it saves and whose outfits it is (for the chooser's gender question). */
export type PreselectedStyle = { slug: string; gender: Gender };

/**
 * The look a `style` parameter names among the looks on offer (a style slug; with own clothes, any
 * style on the look's backdrop), or null for a missing, malformed, unknown or retired slug (the
 * catalogue holds only active styles).
 */
export function preselectedStyle(param: unknown, looks: readonly ChoiceLook[]): PreselectedStyle | null {
  if (typeof param !== "string" || !/^[a-z0-9-]{1,100}$/.test(param)) return null;
  const look = looks.find((l) => l.slug === param) ?? looks.find((l) => l.slugs.includes(param));
  return look ? { slug: look.slug, gender: look.gender } : null;
}

/**
 * The chooser's picks on arrival: the stored picks as the looks on offer (for the stored gender's
 * outfits, with outfits), the preselected look first when it is not among them, and the gender to ask
 * for: the preselected look's when it is made for women or for men (so it is shown), else the stored one.
 */
export function picksOnArrival(input: {
  stored: readonly string[];
  storedGender: "FEMALE" | "MALE" | null;
  looks: readonly ChoiceLook[];
  outfits: boolean;
  preselected: PreselectedStyle | null;
}): { styles: string[]; gender: "FEMALE" | "MALE" | null } {
  const { stored, storedGender, looks, outfits, preselected } = input;
  const wanted = outfits && (preselected?.gender === "FEMALE" || preselected?.gender === "MALE") ? preselected.gender : null;
  const gender = wanted ?? storedGender;
  // Earlier picks become their counterparts for that gender, and those with none go.
  const offered = new Set((outfits && gender ? looksFor(looks, gender) : looks).map((l) => l.slug));
  const kept = resolveChoice(stored, looks, outfits ? gender : null).filter((slug) => offered.has(slug));
  const styles = preselected && !kept.includes(preselected.slug) ? [preselected.slug, ...kept] : kept;
  return { styles, gender };
}
