// The catalogue the seed installs: packages, backdrops, outfits, styles and editor options.
// Numbers come from shared/reference/product-decisions.md. Prices are minor units.
import type { BackdropKind, Gender } from "@/generated/prisma/client";

type Localised = { de: { name: string; description?: string }; es: { name: string; description?: string } };

export type SeedPackage = {
  slug: string;
  name: string;
  headshots: number;
  styles: number;
  outputSize: number;
  printSize: number | null;
  editCredits: number;
  sortOrder: number;
  prices: { USD: number; EUR: number };
};

export const PACKAGES: SeedPackage[] = [
  { slug: "starter", name: "Starter", headshots: 40, styles: 4, outputSize: 1024, printSize: null, editCredits: 0, sortOrder: 1, prices: { USD: 2900, EUR: 2900 } },
  { slug: "professional", name: "Professional", headshots: 100, styles: 10, outputSize: 2048, printSize: null, editCredits: 5, sortOrder: 2, prices: { USD: 3900, EUR: 3900 } },
  { slug: "executive", name: "Executive", headshots: 200, styles: 20, outputSize: 2048, printSize: 4096, editCredits: 20, sortOrder: 3, prices: { USD: 5900, EUR: 5900 } },
];

export type SeedBackdrop = { slug: string; name: string; kind: BackdropKind; colors: string[]; translations: Localised };

export const BACKDROPS: SeedBackdrop[] = [
  { slug: "studio-light-grey", name: "Studio light grey", kind: "SOLID", colors: ["#D9DBDE"], translations: { de: { name: "Studio hellgrau" }, es: { name: "Estudio gris claro" } } },
  { slug: "studio-mid-grey", name: "Studio mid grey", kind: "SOLID", colors: ["#9A9EA4"], translations: { de: { name: "Studio mittelgrau" }, es: { name: "Estudio gris medio" } } },
  { slug: "charcoal", name: "Charcoal", kind: "SOLID", colors: ["#3A3D42"], translations: { de: { name: "Anthrazit" }, es: { name: "Carbón" } } },
  { slug: "navy", name: "Navy", kind: "SOLID", colors: ["#1F2E4A"], translations: { de: { name: "Marineblau" }, es: { name: "Azul marino" } } },
  { slug: "white", name: "White", kind: "SOLID", colors: ["#F7F7F5"], translations: { de: { name: "Weiß" }, es: { name: "Blanco" } } },
  { slug: "warm-beige", name: "Warm beige", kind: "SOLID", colors: ["#D8C7AE"], translations: { de: { name: "Warmes Beige" }, es: { name: "Beige cálido" } } },
  { slug: "soft-gradient", name: "Soft grey-blue gradient", kind: "GRADIENT", colors: ["#EEF1F5", "#A9B4C4"], translations: { de: { name: "Sanfter Grau-Blau-Verlauf" }, es: { name: "Degradado suave gris azulado" } } },
  { slug: "blurred-office", name: "Blurred office", kind: "BLUR_OFFICE", colors: ["#D5DBE0", "#7E8C98", "#F4EFE6"], translations: { de: { name: "Unscharfes Büro" }, es: { name: "Oficina desenfocada" } } },
  { slug: "bokeh-city", name: "Bokeh city lights", kind: "BOKEH", colors: ["#1B2132", "#F3C178", "#7FA7D9"], translations: { de: { name: "Stadtlichter mit Bokeh" }, es: { name: "Luces de ciudad con bokeh" } } },
  { slug: "brand-colour", name: "Brand colour", kind: "BRAND", colors: ["#0F3D5E", "#2A7AAF"], translations: { de: { name: "Markenfarbe" }, es: { name: "Color de marca" } } },
];

/** How the preview draws the outfit (not stored). */
export type OutfitCut = "suit" | "blazer" | "knit" | "shirt" | "blouse";

export type SeedOutfit = {
  slug: string;
  name: string;
  gender: Gender;
  cut: OutfitCut;
  /** main, shirt/inner, tie (optional) */
  colors: string[];
  translations: Localised;
};

export const OUTFITS: SeedOutfit[] = [
  { slug: "female-navy-suit", name: "Navy business suit", gender: "FEMALE", cut: "suit", colors: ["#1F2A44", "#F4F4F2"], translations: { de: { name: "Marineblauer Hosenanzug" }, es: { name: "Traje azul marino" } } },
  { slug: "female-charcoal-blazer", name: "Charcoal blazer, white shirt", gender: "FEMALE", cut: "blazer", colors: ["#3B3E44", "#FFFFFF"], translations: { de: { name: "Anthrazit-Blazer, weiße Bluse" }, es: { name: "Blazer gris carbón, camisa blanca" } } },
  { slug: "female-black-blazer", name: "Black blazer, silk top", gender: "FEMALE", cut: "blazer", colors: ["#1C1C1E", "#C9B79C"], translations: { de: { name: "Schwarzer Blazer, Seidentop" }, es: { name: "Blazer negro, top de seda" } } },
  { slug: "female-camel-knit", name: "Camel knit (smart casual)", gender: "FEMALE", cut: "knit", colors: ["#B58A5E"], translations: { de: { name: "Strickpullover in Camel (Smart Casual)" }, es: { name: "Punto color camel (smart casual)" } } },
  { slug: "female-white-blouse", name: "White blouse", gender: "FEMALE", cut: "blouse", colors: ["#F5F3EE"], translations: { de: { name: "Weiße Bluse" }, es: { name: "Blusa blanca" } } },
  { slug: "male-navy-suit", name: "Navy suit and tie", gender: "MALE", cut: "suit", colors: ["#1F2A44", "#F4F4F2", "#7A1F2B"], translations: { de: { name: "Marineblauer Anzug mit Krawatte" }, es: { name: "Traje azul marino con corbata" } } },
  { slug: "male-charcoal-suit", name: "Charcoal suit, white shirt", gender: "MALE", cut: "suit", colors: ["#34373C", "#FFFFFF", "#2F4A6B"], translations: { de: { name: "Anthrazit-Anzug, weißes Hemd" }, es: { name: "Traje gris carbón, camisa blanca" } } },
  { slug: "male-grey-blazer", name: "Grey blazer, light-blue shirt", gender: "MALE", cut: "blazer", colors: ["#6B6F76", "#CFE0F1"], translations: { de: { name: "Grauer Blazer, hellblaues Hemd" }, es: { name: "Blazer gris, camisa azul claro" } } },
  { slug: "male-navy-knit", name: "Navy crew-neck knit (smart casual)", gender: "MALE", cut: "knit", colors: ["#2E3B55"], translations: { de: { name: "Marineblauer Rundhalspullover (Smart Casual)" }, es: { name: "Jersey azul marino de cuello redondo (smart casual)" } } },
  { slug: "male-white-shirt", name: "White shirt, open collar", gender: "MALE", cut: "shirt", colors: ["#F7F7F5"], translations: { de: { name: "Weißes Hemd, offener Kragen" }, es: { name: "Camisa blanca, cuello abierto" } } },
];

type Theme = {
  slug: string;
  name: string;
  backdrop: string;
  female: string;
  male: string;
  description: string;
  translations: Localised;
};

/** Each theme yields one female and one male style. */
const THEMES: Theme[] = [
  {
    slug: "classic-corporate", name: "Classic Corporate", backdrop: "studio-light-grey", female: "female-navy-suit", male: "male-navy-suit",
    description: "The timeless company headshot: a tailored navy suit against a soft studio grey. Safe for LinkedIn, annual reports and press.",
    translations: {
      de: { name: "Klassisch Corporate", description: "Das zeitlose Firmenporträt: ein gut sitzender marineblauer Anzug vor sanftem Studiograu. Passt für LinkedIn, Geschäftsberichte und Presse." },
      es: { name: "Corporativo clásico", description: "El retrato de empresa de siempre: traje azul marino a medida sobre un gris de estudio suave. Ideal para LinkedIn, informes anuales y prensa." },
    },
  },
  {
    slug: "boardroom-charcoal", name: "Boardroom Charcoal", backdrop: "charcoal", female: "female-white-blouse", male: "male-white-shirt",
    description: "A crisp white shirt on a deep charcoal backdrop. High contrast, calm and confident.",
    translations: {
      de: { name: "Vorstandsetage Anthrazit", description: "Ein frisches weißes Hemd vor tiefem Anthrazit. Kontrastreich, ruhig und souverän." },
      es: { name: "Sala de juntas carbón", description: "Camisa blanca impecable sobre un fondo gris carbón profundo. Contraste alto, sereno y seguro." },
    },
  },
  {
    slug: "executive-navy", name: "Executive Navy", backdrop: "navy", female: "female-charcoal-blazer", male: "male-charcoal-suit",
    description: "Charcoal tailoring against rich navy: the look of a leadership page.",
    translations: {
      de: { name: "Executive Marineblau", description: "Anthrazitfarbene Maßkleidung vor sattem Marineblau: der Look einer Führungsseite." },
      es: { name: "Ejecutivo azul marino", description: "Sastrería gris carbón sobre azul marino intenso: la imagen de una página de dirección." },
    },
  },
  {
    slug: "bright-studio", name: "Bright Studio", backdrop: "white", female: "female-black-blazer", male: "male-navy-suit",
    description: "Clean white background for websites and ID badges; the dark jacket keeps the face in focus.",
    translations: {
      de: { name: "Helles Studio", description: "Sauberer weißer Hintergrund für Websites und Firmenausweise; die dunkle Jacke lenkt den Blick aufs Gesicht." },
      es: { name: "Estudio luminoso", description: "Fondo blanco limpio para webs y credenciales; la chaqueta oscura mantiene el foco en el rostro." },
    },
  },
  {
    slug: "warm-approachable", name: "Warm & Approachable", backdrop: "warm-beige", female: "female-camel-knit", male: "male-navy-knit",
    description: "Soft knitwear and a warm beige backdrop for coaches, consultants and client-facing teams.",
    translations: {
      de: { name: "Warm und nahbar", description: "Weicher Strick und warmes Beige für Coaches, Beraterinnen und Teams mit Kundenkontakt." },
      es: { name: "Cálido y cercano", description: "Punto suave y un fondo beige cálido para coaches, consultores y equipos de atención al cliente." },
    },
  },
  {
    slug: "modern-office", name: "Modern Office", backdrop: "blurred-office", female: "female-charcoal-blazer", male: "male-grey-blazer",
    description: "A softly blurred office behind a blazer: professional, but clearly at work.",
    translations: {
      de: { name: "Modernes Büro", description: "Ein sanft unscharfes Büro hinter einem Blazer: professionell und mitten im Arbeitsalltag." },
      es: { name: "Oficina moderna", description: "Una oficina suavemente desenfocada detrás de un blazer: profesional y en pleno trabajo." },
    },
  },
  {
    slug: "city-evening", name: "City Evening", backdrop: "bokeh-city", female: "female-black-blazer", male: "male-charcoal-suit",
    description: "City lights in warm bokeh behind dark tailoring, for speaker bios and event pages.",
    translations: {
      de: { name: "Stadt am Abend", description: "Stadtlichter im warmen Bokeh hinter dunkler Kleidung, für Speaker-Profile und Eventseiten." },
      es: { name: "Ciudad al anochecer", description: "Luces de ciudad en bokeh cálido tras ropa oscura, para biografías de ponentes y eventos." },
    },
  },
  {
    slug: "soft-gradient", name: "Soft Gradient", backdrop: "soft-gradient", female: "female-white-blouse", male: "male-grey-blazer",
    description: "A gentle grey-blue gradient that suits every skin tone and every outfit.",
    translations: {
      de: { name: "Sanfter Verlauf", description: "Ein sanfter Grau-Blau-Verlauf, der zu jedem Hautton und jedem Outfit passt." },
      es: { name: "Degradado suave", description: "Un degradado gris azulado suave que favorece a todos los tonos de piel y atuendos." },
    },
  },
  {
    slug: "mid-grey-studio", name: "Mid-Grey Studio", backdrop: "studio-mid-grey", female: "female-charcoal-blazer", male: "male-white-shirt",
    description: "The photographer's standard: mid-grey paper, even light, nothing to distract.",
    translations: {
      de: { name: "Studio Mittelgrau", description: "Der Klassiker der Fotografen: mittelgraues Papier, gleichmäßiges Licht, nichts lenkt ab." },
      es: { name: "Estudio gris medio", description: "El estándar del fotógrafo: papel gris medio, luz uniforme y nada que distraiga." },
    },
  },
  {
    slug: "brand-colour", name: "Brand Colour", backdrop: "brand-colour", female: "female-white-blouse", male: "male-white-shirt",
    description: "Your team's brand colour as the backdrop, so every profile looks like one company.",
    translations: {
      de: { name: "Markenfarbe", description: "Die Markenfarbe Ihres Teams als Hintergrund, damit jedes Profil nach einem Unternehmen aussieht." },
      es: { name: "Color de marca", description: "El color de marca de tu equipo como fondo, para que cada perfil parezca de una misma empresa." },
    },
  },
  {
    slug: "creative-casual", name: "Creative Casual", backdrop: "blurred-office", female: "female-camel-knit", male: "male-navy-knit",
    description: "Relaxed knitwear in a bright workspace, for agencies, startups and creative roles.",
    translations: {
      de: { name: "Kreativ und lässig", description: "Entspannter Strick in einem hellen Arbeitsraum, für Agenturen, Startups und kreative Berufe." },
      es: { name: "Creativo informal", description: "Punto relajado en un espacio de trabajo luminoso, para agencias, startups y perfiles creativos." },
    },
  },
  {
    slug: "clean-white-shirt", name: "Clean White Shirt", backdrop: "studio-light-grey", female: "female-white-blouse", male: "male-white-shirt",
    description: "No jacket, no fuss: a white shirt on light grey for a modern, open look.",
    translations: {
      de: { name: "Klares weißes Hemd", description: "Ohne Jackett, ohne Aufwand: ein weißes Hemd vor Hellgrau für einen modernen, offenen Look." },
      es: { name: "Camisa blanca limpia", description: "Sin chaqueta y sin complicaciones: camisa blanca sobre gris claro para una imagen moderna y abierta." },
    },
  },
  {
    slug: "tech-founder", name: "Tech Founder", backdrop: "studio-mid-grey", female: "female-camel-knit", male: "male-navy-knit",
    description: "Smart-casual knit on studio grey, the look of a founder's About page.",
    translations: {
      de: { name: "Tech-Gründer", description: "Smart-Casual-Strick vor Studiograu, der Look einer Über-uns-Seite von Gründerinnen und Gründern." },
      es: { name: "Fundador tecnológico", description: "Punto smart casual sobre gris de estudio, la imagen de la página «Sobre nosotros» de una startup." },
    },
  },
];

export type SeedStyle = {
  slug: string;
  name: string;
  gender: Gender;
  backdrop: string;
  outfit: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  translations: Localised;
  sortOrder: number;
};

export const STYLES: SeedStyle[] = THEMES.flatMap((theme, i) =>
  (["FEMALE", "MALE"] as const).map((gender, j): SeedStyle => {
    const who = gender === "FEMALE" ? "women" : "men";
    return {
      slug: `${theme.slug}-${gender === "FEMALE" ? "female" : "male"}`,
      name: theme.name,
      gender,
      backdrop: theme.backdrop,
      outfit: gender === "FEMALE" ? theme.female : theme.male,
      description: theme.description,
      seoTitle: `${theme.name} AI headshots for ${who} | Lumen`,
      seoDescription: `${theme.description} Upload a few selfies and get ${theme.name.toLowerCase()} headshots in studio quality.`,
      translations: theme.translations,
      sortOrder: i * 2 + j + 1,
    };
  }),
);

export const EMOTIONS = [
  { slug: "neutral", name: "Neutral", prompt: "neutral relaxed expression", translations: { de: { name: "Neutral" }, es: { name: "Neutral" } } },
  { slug: "soft-smile", name: "Soft smile", prompt: "soft closed-mouth smile", translations: { de: { name: "Sanftes Lächeln" }, es: { name: "Sonrisa suave" } } },
  { slug: "confident-smile", name: "Confident smile", prompt: "confident smile showing teeth", translations: { de: { name: "Selbstbewusstes Lächeln" }, es: { name: "Sonrisa segura" } } },
  { slug: "serious", name: "Serious", prompt: "serious focused expression", translations: { de: { name: "Ernst" }, es: { name: "Serio" } } },
  { slug: "friendly-laugh", name: "Friendly laugh", prompt: "natural friendly laugh", translations: { de: { name: "Freundliches Lachen" }, es: { name: "Risa amable" } } },
] as const;

export const HAIRSTYLES: { slug: string; name: string; gender: Gender; prompt: string; translations: Localised }[] = [
  { slug: "keep", name: "Keep my hair", gender: "UNISEX", prompt: "", translations: { de: { name: "Frisur beibehalten" }, es: { name: "Mantener mi peinado" } } },
  { slug: "neat-short", name: "Neat short", gender: "MALE", prompt: "neat short haircut", translations: { de: { name: "Kurz und ordentlich" }, es: { name: "Corto y arreglado" } } },
  { slug: "slicked-back", name: "Slicked back", gender: "MALE", prompt: "slicked back hair", translations: { de: { name: "Zurückgekämmt" }, es: { name: "Peinado hacia atrás" } } },
  { slug: "long-straight", name: "Long and straight", gender: "FEMALE", prompt: "long straight hair", translations: { de: { name: "Lang und glatt" }, es: { name: "Largo y liso" } } },
  { slug: "tied-back", name: "Tied back", gender: "FEMALE", prompt: "hair tied back in a low bun", translations: { de: { name: "Zurückgebunden" }, es: { name: "Recogido" } } },
  { slug: "natural-curls", name: "Natural curls", gender: "UNISEX", prompt: "natural defined curls", translations: { de: { name: "Natürliche Locken" }, es: { name: "Rizos naturales" } } },
];

export const PHOTO_TEMPLATES = [
  { slug: "linkedin-square", name: "LinkedIn profile", description: "400 × 400, head and shoulders, centred.", config: { width: 400, height: 400, headRatio: 0.42, shape: "square" }, translations: { de: { name: "LinkedIn-Profil" }, es: { name: "Perfil de LinkedIn" } } },
  { slug: "square-1024", name: "Square 1024", description: "1024 × 1024 for social profiles and chat apps.", config: { width: 1024, height: 1024, headRatio: 0.4, shape: "square" }, translations: { de: { name: "Quadrat 1024" }, es: { name: "Cuadrado 1024" } } },
  { slug: "portrait-4x5", name: "Portrait 4:5", description: "1080 × 1350, the classic portrait crop.", config: { width: 1080, height: 1350, headRatio: 0.34, shape: "rect" }, translations: { de: { name: "Hochformat 4:5" }, es: { name: "Retrato 4:5" } } },
  { slug: "team-page", name: "Team page", description: "800 × 1000 with the same head size for every member.", config: { width: 800, height: 1000, headRatio: 0.3, shape: "rect" }, translations: { de: { name: "Teamseite" }, es: { name: "Página de equipo" } } },
  { slug: "circle-avatar", name: "Round avatar", description: "Square crop framed for round avatars.", config: { width: 800, height: 800, headRatio: 0.46, shape: "circle" }, translations: { de: { name: "Rundes Profilbild" }, es: { name: "Avatar redondo" } } },
];

export const PREVIEW_URL = {
  style: (slug: string) => `/styles/${slug}.webp`,
  backdrop: (slug: string) => `/styles/backdrops/${slug}.webp`,
  outfit: (slug: string) => `/styles/outfits/${slug}.webp`,
};
