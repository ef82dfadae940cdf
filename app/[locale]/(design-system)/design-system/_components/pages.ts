/** The design-system pages, in navigation order. Each has DesignSystem.pages.<name>.{title,description}. */
export const DESIGN_SYSTEM_PAGES = [
  "alerts",
  "badge",
  "button",
  "container",
  "dropdown",
  "heading",
  "icons",
  "modal",
  "popup",
  "special-buttons",
  "typography",
] as const;

export type DesignSystemPage = (typeof DESIGN_SYSTEM_PAGES)[number];

/** Message keys cannot hold a dash comfortably in every tool, so special-buttons is specialButtons there. */
export function pageMessageKey(page: DesignSystemPage) {
  return page === "special-buttons" ? "specialButtons" : page;
}
