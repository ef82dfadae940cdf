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

/** A theme's text in one language: its name, a one-paragraph summary, one SEO sentence and when to use it. */
type ThemeText = { name: string; summary: string; seo: string; when: string[] };

type Theme = {
  slug: string;
  backdrop: string;
  female: string;
  male: string;
  en: ThemeText;
  de: ThemeText;
  es: ThemeText;
};

/** Each theme yields one female and one male style. */
const THEMES: Theme[] = [
  {
    slug: "classic-corporate", backdrop: "studio-light-grey", female: "female-navy-suit", male: "male-navy-suit",
    en: {
      name: "Classic Corporate",
      summary: "The timeless company headshot: a tailored navy suit against a soft studio grey. Safe for LinkedIn, annual reports and press.",
      seo: "A navy suit on light studio grey: the company headshot that fits every profile, report and press kit.",
      when: [
        "Choose Classic Corporate when one picture has to work everywhere: your LinkedIn profile, the company website, a conference badge and the press section of an annual report. Light grey is neutral enough for any page design, and navy reads as dependable in every industry.",
        "It is the natural first style for law, finance, consulting and anyone who is new in a role and wants a headshot that will not look dated next year. If your company already has a team page with grey backgrounds, this style keeps you in line with it.",
      ],
    },
    de: {
      name: "Klassisch Corporate",
      summary: "Das zeitlose Firmen-Porträtfoto: ein gut sitzender marineblauer Anzug vor sanftem Studiograu. Passt für LinkedIn, Geschäftsberichte und Presse.",
      seo: "Marineblauer Anzug vor hellem Studiograu: das Firmen-Porträtfoto, das in jedes Profil, jeden Bericht und jede Pressemappe passt.",
      when: [
        "Nimm Klassisch Corporate, wenn ein einziges Bild überall funktionieren soll: im LinkedIn-Profil, auf der Firmenwebsite, auf dem Konferenzausweis und im Presseteil eines Geschäftsberichts. Hellgrau fügt sich in jedes Seitenlayout ein, und Marineblau wirkt in jeder Branche verlässlich.",
        "Der Stil ist der naheliegende erste Schritt für Kanzleien, Finanzwesen und Beratung, und für alle, die neu in einer Rolle sind und ein Porträtfoto wollen, das nächstes Jahr nicht veraltet wirkt. Hat deine Firma schon eine Teamseite mit grauen Hintergründen, passt du damit nahtlos dazu.",
      ],
    },
    es: {
      name: "Corporativo clásico",
      summary: "El retrato de empresa de siempre: traje azul marino a medida sobre un gris de estudio suave. Ideal para LinkedIn, informes anuales y prensa.",
      seo: "Traje azul marino sobre gris claro de estudio: el retrato corporativo que encaja en cualquier perfil, informe o dosier de prensa.",
      when: [
        "Elige Corporativo clásico cuando una sola imagen tenga que servir para todo: tu perfil de LinkedIn, la web de la empresa, la acreditación de un congreso y la sección de prensa de un informe anual. El gris claro combina con cualquier diseño y el azul marino transmite fiabilidad en cualquier sector.",
        "Es el primer estilo lógico para despachos, finanzas y consultoría, y para quien estrena puesto y quiere un retrato que no parezca anticuado el año que viene. Si tu empresa ya tiene una página de equipo con fondos grises, con este estilo encajas sin esfuerzo.",
      ],
    },
  },
  {
    slug: "boardroom-charcoal", backdrop: "charcoal", female: "female-white-blouse", male: "male-white-shirt",
    en: {
      name: "Boardroom Charcoal",
      summary: "A crisp white shirt on a deep charcoal backdrop. High contrast, calm and confident.",
      seo: "A crisp white shirt against deep charcoal: a high-contrast headshot that looks calm and decisive.",
      when: [
        "Boardroom Charcoal suits moments where you want to look composed and direct: a leadership profile, a speaker page, an investor deck or the author photo of a report. The dark backdrop makes the face and the white shirt stand out, even at small sizes.",
        "It works especially well on websites with light pages, where a dark headshot gives a section weight. On a dark website, pair it with a lighter style so your pictures do not disappear into the page.",
      ],
    },
    de: {
      name: "Vorstandsetage Anthrazit",
      summary: "Ein frisches weißes Hemd vor tiefem Anthrazit. Kontrastreich, ruhig und souverän.",
      seo: "Weißes Hemd vor tiefem Anthrazit: ein kontrastreiches Porträtfoto, das ruhig und entschlossen wirkt.",
      when: [
        "Vorstandsetage Anthrazit passt, wenn du gefasst und direkt wirken willst: auf einer Seite der Geschäftsführung, einem Speaker-Profil, in einer Investorenpräsentation oder als Autorenfoto eines Berichts. Der dunkle Hintergrund hebt Gesicht und weißes Hemd hervor, auch in kleinen Größen.",
        "Besonders gut wirkt der Stil auf hellen Websites, wo ein dunkles Porträtfoto einem Abschnitt Gewicht gibt. Auf einer dunklen Website kombinierst du ihn besser mit einem helleren Stil, damit deine Bilder nicht in der Seite verschwinden.",
      ],
    },
    es: {
      name: "Sala de juntas carbón",
      summary: "Camisa blanca impecable sobre un fondo gris carbón profundo. Contraste alto, sereno y seguro.",
      seo: "Camisa blanca sobre gris carbón profundo: un retrato de alto contraste que transmite calma y determinación.",
      when: [
        "Sala de juntas carbón encaja cuando quieres transmitir serenidad y firmeza: el perfil de un equipo directivo, la página de un ponente, una presentación para inversores o la foto de autor de un informe. El fondo oscuro hace que el rostro y la camisa blanca destaquen incluso en tamaños pequeños.",
        "Funciona especialmente bien en webs claras, donde un retrato oscuro da peso a una sección. En una web oscura, combínalo con un estilo más claro para que tus imágenes no se pierdan en la página.",
      ],
    },
  },
  {
    slug: "executive-navy", backdrop: "navy", female: "female-charcoal-blazer", male: "male-charcoal-suit",
    en: {
      name: "Executive Navy",
      summary: "Charcoal tailoring against rich navy: the style of a leadership page.",
      seo: "Charcoal tailoring against rich navy: an executive headshot for leadership pages, board profiles and press releases.",
      when: [
        "Executive Navy is made for the pages where a company introduces the people who run it: the leadership team, the board, the partners. The deep blue backdrop gives the picture a formal, finished feel without the starkness of black.",
        "Use it for press releases about an appointment, for a keynote programme or for the profile that goes with a published interview. If the rest of your team uses a lighter style, Executive Navy marks the leadership section without breaking the set.",
      ],
    },
    de: {
      name: "Executive Marineblau",
      summary: "Anthrazitfarbene Maßkleidung vor sattem Marineblau: der Stil einer Seite für die Geschäftsführung.",
      seo: "Anthrazitfarbene Kleidung vor sattem Marineblau: ein Porträtfoto für Führungsseiten, Vorstandsprofile und Pressemitteilungen.",
      when: [
        "Executive Marineblau ist für die Seiten gemacht, auf denen ein Unternehmen die Menschen an seiner Spitze vorstellt: Geschäftsführung, Vorstand, Partnerinnen und Partner. Das tiefe Blau gibt dem Bild einen förmlichen, fertigen Eindruck, ohne die Härte von Schwarz.",
        "Nimm ihn für eine Pressemitteilung zu einer Ernennung, für ein Keynote-Programm oder für das Profil zu einem veröffentlichten Interview. Nutzt der Rest deines Teams einen helleren Stil, hebt Executive Marineblau den Führungsbereich hervor, ohne die Reihe zu sprengen.",
      ],
    },
    es: {
      name: "Ejecutivo azul marino",
      summary: "Sastrería gris carbón sobre azul marino intenso: el estilo de una página de dirección.",
      seo: "Sastrería gris carbón sobre azul marino intenso: un retrato ejecutivo para páginas de dirección, consejos y notas de prensa.",
      when: [
        "Ejecutivo azul marino está pensado para las páginas en las que una empresa presenta a quienes la dirigen: el equipo directivo, el consejo, los socios. El azul profundo da a la imagen un aire formal y acabado sin la dureza del negro.",
        "Úsalo en una nota de prensa sobre un nombramiento, en el programa de una conferencia o en el perfil que acompaña a una entrevista publicada. Si el resto de tu equipo usa un estilo más claro, Ejecutivo azul marino distingue la sección de dirección sin romper el conjunto.",
      ],
    },
  },
  {
    slug: "bright-studio", backdrop: "white", female: "female-black-blazer", male: "male-navy-suit",
    en: {
      name: "Bright Studio",
      summary: "Clean white background for websites and ID badges; the dark jacket keeps the face in focus.",
      seo: "A clean white backdrop and a dark jacket: a bright headshot for websites, ID badges and directories.",
      when: [
        "Bright Studio is the style for places with rules: ID badges, staff directories, visa-style profile fields and websites that cut people out onto white. The plain white backdrop leaves nothing to retouch, and the dark jacket gives the picture a clear edge.",
        "It also suits e-commerce and healthcare sites with white page designs, where a grey or coloured backdrop would look like a box. If you need a picture that a designer can place anywhere, start here.",
      ],
    },
    de: {
      name: "Helles Studio",
      summary: "Sauberer weißer Hintergrund für Websites und Firmenausweise; die dunkle Jacke lenkt den Blick aufs Gesicht.",
      seo: "Weißer Hintergrund und dunkle Jacke: ein helles Porträtfoto für Websites, Firmenausweise und Verzeichnisse.",
      when: [
        "Helles Studio ist der Stil für Orte mit Vorgaben: Firmenausweise, Mitarbeiterverzeichnisse, Profilfelder mit strengen Regeln und Websites, die Personen auf Weiß freistellen. Der schlichte weiße Hintergrund lässt nichts nachzubearbeiten, und die dunkle Jacke gibt dem Bild eine klare Kontur.",
        "Er passt auch zu Shops und Praxis-Websites mit weißem Seitendesign, auf denen ein grauer oder farbiger Hintergrund wie ein Kasten wirken würde. Brauchst du ein Bild, das eine Designerin überall platzieren kann, fang hier an.",
      ],
    },
    es: {
      name: "Estudio luminoso",
      summary: "Fondo blanco limpio para webs y credenciales; la chaqueta oscura mantiene el foco en el rostro.",
      seo: "Fondo blanco limpio y chaqueta oscura: un retrato luminoso para webs, credenciales y directorios.",
      when: [
        "Estudio luminoso es el estilo para los sitios con normas: credenciales, directorios de personal, campos de perfil con requisitos estrictos y webs que recortan a las personas sobre blanco. El fondo blanco liso no deja nada que retocar y la chaqueta oscura da a la imagen un contorno nítido.",
        "También encaja en tiendas online y webs de salud con diseño blanco, donde un fondo gris o de color parecería un recuadro. Si necesitas una imagen que un diseñador pueda colocar en cualquier sitio, empieza por aquí.",
      ],
    },
  },
  {
    slug: "warm-approachable", backdrop: "warm-beige", female: "female-camel-knit", male: "male-navy-knit",
    en: {
      name: "Warm & Approachable",
      summary: "Soft knitwear and a warm beige backdrop for coaches, consultants and client-facing teams.",
      seo: "Soft knitwear on warm beige: a friendly headshot for coaches, therapists, consultants and client-facing teams.",
      when: [
        "Warm & Approachable is for work that starts with trust: coaching, therapy, recruiting, customer success, estate agency. The warm beige backdrop and the knitwear say that you are easy to talk to, while the framing keeps the picture professional.",
        "Use it on a booking page, a practice website or the contact box at the end of an email. It pairs well with Classic Corporate if you need one formal and one personal picture from the same shoot.",
      ],
    },
    de: {
      name: "Warm und nahbar",
      summary: "Weicher Strick und warmes Beige für Coaches, Beraterinnen und Teams mit Kundenkontakt.",
      seo: "Weicher Strick vor warmem Beige: ein freundliches Porträtfoto für Coaches, Therapeutinnen, Beratung und Teams mit Kundenkontakt.",
      when: [
        "Warm und nahbar ist für Arbeit, die mit Vertrauen beginnt: Coaching, Therapie, Recruiting, Kundenbetreuung, Immobilienvermittlung. Der warme beige Hintergrund und der Strick zeigen, dass man gut mit dir reden kann, und der Bildausschnitt bleibt dabei professionell.",
        "Nutze den Stil auf einer Buchungsseite, der Website deiner Praxis oder im Kontaktblock am Ende einer E-Mail. Er ergänzt Klassisch Corporate gut, wenn du aus einem Shooting ein förmliches und ein persönliches Bild brauchst.",
      ],
    },
    es: {
      name: "Cálido y cercano",
      summary: "Punto suave y un fondo beige cálido para coaches, consultores y equipos de atención al cliente.",
      seo: "Punto suave sobre beige cálido: un retrato cercano para coaches, terapeutas, consultores y equipos de atención al cliente.",
      when: [
        "Cálido y cercano es para trabajos que empiezan por la confianza: coaching, terapia, selección de personal, atención al cliente, inmobiliarias. El fondo beige cálido y el punto dicen que es fácil hablar contigo, y el encuadre mantiene la imagen profesional.",
        "Úsalo en una página de reservas, en la web de tu consulta o en la firma de tus correos. Combina bien con Corporativo clásico si necesitas una imagen formal y otra más personal de la misma sesión.",
      ],
    },
  },
  {
    slug: "modern-office", backdrop: "blurred-office", female: "female-charcoal-blazer", male: "male-grey-blazer",
    en: {
      name: "Modern Office",
      summary: "A softly blurred office behind a blazer: professional, but clearly at work.",
      seo: "A blazer in front of a softly blurred office: a headshot that looks professional and clearly at work.",
      when: [
        "Modern Office places you in a bright, softly blurred workplace, so the picture feels taken on an ordinary working day rather than in a studio. It suits company blogs, career pages and LinkedIn profiles of people who want to look current rather than formal.",
        "It is a good choice for software, marketing and product teams, and for anyone whose role is about collaboration. Because the backdrop has depth, it works best at medium and large sizes; for tiny avatars a plain backdrop reads more clearly.",
      ],
    },
    de: {
      name: "Modernes Büro",
      summary: "Ein sanft unscharfes Büro hinter einem Blazer: professionell und mitten im Arbeitsalltag.",
      seo: "Blazer vor einem sanft unscharfen Büro: ein Porträtfoto, das professionell und mitten im Arbeitsalltag wirkt.",
      when: [
        "Modernes Büro stellt dich in einen hellen, sanft unscharfen Arbeitsraum, sodass das Bild nach einem normalen Arbeitstag aussieht statt nach Studio. Es passt zu Firmenblogs, Karriereseiten und LinkedIn-Profilen von Menschen, die zeitgemäß statt förmlich wirken wollen.",
        "Eine gute Wahl für Software-, Marketing- und Produktteams und für alle, deren Rolle von Zusammenarbeit lebt. Weil der Hintergrund Tiefe hat, wirkt der Stil in mittleren und großen Formaten am besten; für sehr kleine Profilbilder liest sich ein schlichter Hintergrund klarer.",
      ],
    },
    es: {
      name: "Oficina moderna",
      summary: "Una oficina suavemente desenfocada detrás de un blazer: profesional y en pleno trabajo.",
      seo: "Un blazer ante una oficina suavemente desenfocada: un retrato profesional que muestra que estás en pleno trabajo.",
      when: [
        "Oficina moderna te sitúa en un espacio de trabajo luminoso y desenfocado, de modo que la imagen parece tomada en un día normal de trabajo y no en un estudio. Encaja en blogs de empresa, páginas de empleo y perfiles de LinkedIn de quien quiere parecer actual más que formal.",
        "Es una buena elección para equipos de software, marketing y producto, y para cualquiera cuyo trabajo gire en torno a colaborar. Como el fondo tiene profundidad, luce más en tamaños medianos y grandes; para iconos muy pequeños se lee mejor un fondo liso.",
      ],
    },
  },
  {
    slug: "city-evening", backdrop: "bokeh-city", female: "female-black-blazer", male: "male-charcoal-suit",
    en: {
      name: "City Evening",
      summary: "City lights in warm bokeh behind dark tailoring, for speaker bios and event pages.",
      seo: "Dark tailoring against warm city lights: an evening headshot for speaker bios, event pages and media kits.",
      when: [
        "City Evening has the atmosphere of a rooftop or a hotel lobby after dark: warm, out-of-focus lights behind dark tailoring. It is made for speaker bios, event programmes, podcast covers and media kits, where a picture should feel a little more personal than a studio shot.",
        "Pick it when you already have a formal headshot and want a second picture with character. It is less suited to ID badges or strict directories, where a plain backdrop is expected.",
      ],
    },
    de: {
      name: "Stadt am Abend",
      summary: "Stadtlichter im warmen Bokeh hinter dunkler Kleidung, für Speaker-Profile und Eventseiten.",
      seo: "Dunkle Kleidung vor warmen Stadtlichtern: ein Abend-Porträtfoto für Speaker-Profile, Eventseiten und Pressemappen.",
      when: [
        "Stadt am Abend hat die Stimmung einer Dachterrasse oder Hotellobby nach Einbruch der Dunkelheit: warme, unscharfe Lichter hinter dunkler Kleidung. Der Stil ist für Speaker-Profile, Veranstaltungsprogramme, Podcast-Cover und Pressemappen gemacht, wo ein Bild etwas persönlicher wirken darf als eine Studioaufnahme.",
        "Wähle ihn, wenn du schon ein förmliches Porträtfoto hast und ein zweites Bild mit Charakter willst. Für Firmenausweise oder strenge Verzeichnisse, in denen ein schlichter Hintergrund erwartet wird, ist er weniger geeignet.",
      ],
    },
    es: {
      name: "Ciudad al anochecer",
      summary: "Luces de ciudad en bokeh cálido tras ropa oscura, para biografías de ponentes y eventos.",
      seo: "Ropa oscura ante luces cálidas de ciudad: un retrato nocturno para biografías de ponentes, eventos y dosieres de prensa.",
      when: [
        "Ciudad al anochecer tiene el ambiente de una azotea o del vestíbulo de un hotel de noche: luces cálidas y desenfocadas detrás de ropa oscura. Está pensado para biografías de ponentes, programas de eventos, portadas de pódcast y dosieres de prensa, donde la imagen puede ser algo más personal que una foto de estudio.",
        "Elígelo cuando ya tengas un retrato formal y quieras una segunda imagen con carácter. Es menos adecuado para credenciales o directorios estrictos, donde se espera un fondo liso.",
      ],
    },
  },
  {
    slug: "soft-gradient", backdrop: "soft-gradient", female: "female-white-blouse", male: "male-grey-blazer",
    en: {
      name: "Soft Gradient",
      summary: "A gentle grey-blue gradient that suits every skin tone and every outfit.",
      seo: "A gentle grey-blue gradient: a soft, modern headshot that flatters every skin tone and sits well on any page.",
      when: [
        "Soft Gradient is a studio backdrop with a little more life than flat grey: light at the top, a cool grey-blue towards the shoulders. It flatters every skin tone and keeps attention on the face, which makes it a dependable choice for team pages with many different people.",
        "Use it for a refreshed LinkedIn profile, a personal website or a conference badge when you want something modern that still looks like a proper headshot. It sits comfortably between the formality of Classic Corporate and the warmth of Warm & Approachable.",
      ],
    },
    de: {
      name: "Sanfter Verlauf",
      summary: "Ein sanfter Grau-Blau-Verlauf, der zu jedem Hautton und jedem Outfit passt.",
      seo: "Ein sanfter Grau-Blau-Verlauf: ein weiches, modernes Porträtfoto, das jedem Hautton schmeichelt und auf jede Seite passt.",
      when: [
        "Sanfter Verlauf ist ein Studiohintergrund mit etwas mehr Leben als flaches Grau: oben hell, zu den Schultern hin ein kühles Grau-Blau. Er schmeichelt jedem Hautton und hält den Blick auf dem Gesicht, und ist damit eine verlässliche Wahl für Teamseiten mit vielen unterschiedlichen Menschen.",
        "Nutze ihn für ein aufgefrischtes LinkedIn-Profil, eine persönliche Website oder einen Konferenzausweis, wenn du etwas Modernes willst, das trotzdem wie ein richtiges Porträtfoto aussieht. Er liegt bequem zwischen der Förmlichkeit von Klassisch Corporate und der Wärme von Warm und nahbar.",
      ],
    },
    es: {
      name: "Degradado suave",
      summary: "Un degradado gris azulado suave que favorece a todos los tonos de piel y atuendos.",
      seo: "Un degradado gris azulado suave: un retrato moderno que favorece a todos los tonos de piel y luce bien en cualquier página.",
      when: [
        "Degradado suave es un fondo de estudio con algo más de vida que el gris plano: claro arriba y un gris azulado frío hacia los hombros. Favorece a todos los tonos de piel y mantiene la atención en el rostro, así que es una elección segura para páginas de equipo con personas muy distintas.",
        "Úsalo para renovar tu perfil de LinkedIn, en una web personal o en la acreditación de un congreso cuando quieras algo moderno que siga pareciendo un retrato de verdad. Se sitúa cómodamente entre la formalidad de Corporativo clásico y la calidez de Cálido y cercano.",
      ],
    },
  },
  {
    slug: "mid-grey-studio", backdrop: "studio-mid-grey", female: "female-charcoal-blazer", male: "male-white-shirt",
    en: {
      name: "Mid-Grey Studio",
      summary: "The photographer's standard: mid-grey paper, even light, nothing to distract.",
      seo: "Mid-grey studio paper and even light: the photographer's standard headshot, with nothing to distract from you.",
      when: [
        "Mid-Grey Studio recreates the backdrop most portrait photographers reach for first: a roll of mid-grey paper and even, soft light. It is darker than Classic Corporate, so light shirts and blouses stand out and the picture keeps its contrast in print.",
        "Choose it for printed materials such as brochures, programmes and name boards, and for academic or medical profiles where a sober, unfussy picture is expected. It also makes a good match for existing team photos taken in a traditional studio.",
      ],
    },
    de: {
      name: "Studio Mittelgrau",
      summary: "Der Klassiker der Fotografen: mittelgraues Papier, gleichmäßiges Licht, nichts lenkt ab.",
      seo: "Mittelgraues Studiopapier und gleichmäßiges Licht: das Standard-Porträtfoto der Fotografen, ohne Ablenkung.",
      when: [
        "Studio Mittelgrau bildet den Hintergrund nach, zu dem die meisten Porträtfotografen zuerst greifen: eine Rolle mittelgraues Papier und weiches, gleichmäßiges Licht. Er ist dunkler als Klassisch Corporate, sodass helle Hemden und Blusen hervortreten und das Bild auch im Druck Kontrast behält.",
        "Wähle ihn für Gedrucktes wie Broschüren, Programme und Namensschilder und für Profile in Wissenschaft oder Medizin, wo ein nüchternes, schlichtes Bild erwartet wird. Er passt auch gut zu vorhandenen Teamfotos aus einem klassischen Studio.",
      ],
    },
    es: {
      name: "Estudio gris medio",
      summary: "El estándar del fotógrafo: papel gris medio, luz uniforme y nada que distraiga.",
      seo: "Papel de estudio gris medio y luz uniforme: el retrato estándar de los fotógrafos, sin nada que distraiga.",
      when: [
        "Estudio gris medio reproduce el fondo que la mayoría de los fotógrafos de retrato usan primero: un rollo de papel gris medio y una luz suave y uniforme. Es más oscuro que Corporativo clásico, así que las camisas y blusas claras destacan y la imagen mantiene el contraste al imprimirse.",
        "Elígelo para materiales impresos como folletos, programas y placas con nombre, y para perfiles académicos o médicos donde se espera una imagen sobria y sin artificios. También combina bien con fotos de equipo ya hechas en un estudio tradicional.",
      ],
    },
  },
  {
    slug: "brand-colour", backdrop: "brand-colour", female: "female-white-blouse", male: "male-white-shirt",
    en: {
      name: "Brand Colour",
      summary: "Your team's brand colour as the backdrop, so every profile looks like one company.",
      seo: "Your company's brand colour as the backdrop: matching team headshots that look like one company on every profile.",
      when: [
        "Brand Colour paints the backdrop in your organisation's own colour, so a whole team's headshots look like one set on the website, in the email signatures and on LinkedIn. A team lead sets the colour once for the organisation; everyone's pictures use it.",
        "It is the style for companies that want recognisable team pages and for agencies or start-ups whose colour is part of their identity. Bought on your own, it uses the style's own deep blue, a calm alternative to grey.",
      ],
    },
    de: {
      name: "Markenfarbe",
      summary: "Die Markenfarbe deines Teams als Hintergrund, damit jedes Profil nach einem Unternehmen aussieht.",
      seo: "Die Markenfarbe deiner Firma als Hintergrund: einheitliche Team-Porträtfotos, die in jedem Profil nach einem Unternehmen aussehen.",
      when: [
        "Markenfarbe färbt den Hintergrund in der Farbe deiner Organisation, sodass die Porträtfotos eines ganzen Teams auf der Website, in E-Mail-Signaturen und auf LinkedIn wie eine Serie aussehen. Die Teamleitung legt die Farbe einmal für die Organisation fest, und alle Bilder verwenden sie.",
        "Der Stil ist für Firmen, die wiedererkennbare Teamseiten wollen, und für Agenturen oder Startups, deren Farbe Teil ihrer Identität ist. Kaufst du für dich allein, verwendet er sein eigenes tiefes Blau, eine ruhige Alternative zu Grau.",
      ],
    },
    es: {
      name: "Color de marca",
      summary: "El color de marca de tu equipo como fondo, para que cada perfil parezca de una misma empresa.",
      seo: "El color de marca de tu empresa como fondo: retratos de equipo a juego que parecen de una misma empresa en cada perfil.",
      when: [
        "Color de marca pinta el fondo con el color de tu organización, para que los retratos de todo un equipo formen un conjunto en la web, en las firmas de correo y en LinkedIn. La persona responsable del equipo fija el color una vez para la organización y todas las imágenes lo usan.",
        "Es el estilo para empresas que quieren páginas de equipo reconocibles y para agencias o startups cuyo color forma parte de su identidad. Si compras por tu cuenta, usa su propio azul profundo, una alternativa tranquila al gris.",
      ],
    },
  },
  {
    slug: "creative-casual", backdrop: "blurred-office", female: "female-camel-knit", male: "male-navy-knit",
    en: {
      name: "Creative Casual",
      summary: "Relaxed knitwear in a bright workspace, for agencies, startups and creative roles.",
      seo: "Relaxed knitwear in a bright, blurred workspace: a casual headshot for agencies, start-ups and creative roles.",
      when: [
        "Creative Casual keeps the blurred office of Modern Office but swaps the blazer for relaxed knitwear. It is the style for design studios, agencies, start-ups and anyone whose clients would find a suit a little too much.",
        "Use it on a portfolio, a freelance profile, a team page with a relaxed tone or a conference programme for a creative event. If you also need a formal picture, add Classic Corporate or Soft Gradient to the same shoot.",
      ],
    },
    de: {
      name: "Kreativ und lässig",
      summary: "Entspannter Strick in einem hellen Arbeitsraum, für Agenturen, Startups und kreative Berufe.",
      seo: "Entspannter Strick in einem hellen, unscharfen Arbeitsraum: ein lässiges Porträtfoto für Agenturen, Startups und kreative Berufe.",
      when: [
        "Kreativ und lässig behält das unscharfe Büro von Modernes Büro, tauscht aber den Blazer gegen entspannten Strick. Der Stil ist für Designstudios, Agenturen, Startups und alle, deren Kundschaft einen Anzug etwas übertrieben fände.",
        "Nutze ihn für ein Portfolio, ein Freelance-Profil, eine Teamseite mit lockerem Ton oder das Programm einer Kreativ-Veranstaltung. Brauchst du auch ein förmliches Bild, nimm Klassisch Corporate oder Sanfter Verlauf ins selbe Shooting.",
      ],
    },
    es: {
      name: "Creativo informal",
      summary: "Punto relajado en un espacio de trabajo luminoso, para agencias, startups y perfiles creativos.",
      seo: "Punto relajado en un espacio de trabajo luminoso y desenfocado: un retrato informal para agencias, startups y perfiles creativos.",
      when: [
        "Creativo informal mantiene la oficina desenfocada de Oficina moderna, pero cambia el blazer por punto relajado. Es el estilo para estudios de diseño, agencias, startups y cualquiera cuyos clientes verían un traje como algo excesivo.",
        "Úsalo en un portafolio, un perfil de freelance, una página de equipo con tono desenfadado o el programa de un evento creativo. Si también necesitas una imagen formal, añade Corporativo clásico o Degradado suave a la misma sesión.",
      ],
    },
  },
  {
    slug: "clean-white-shirt", backdrop: "studio-light-grey", female: "female-white-blouse", male: "male-white-shirt",
    en: {
      name: "Clean White Shirt",
      summary: "No jacket, no fuss: a white shirt on light grey for a modern, open style.",
      seo: "A white shirt on light studio grey, no jacket: a modern, open headshot for profiles that should feel relaxed but tidy.",
      when: [
        "Clean White Shirt uses the same light grey as Classic Corporate but leaves the jacket off. The result is tidy and current: the headshot of someone who is professional without needing to prove it.",
        "It suits tech and product roles, researchers, founders and anyone in a workplace where jackets are rare. It is also a good summer alternative for a team that already uses Classic Corporate, since the backdrop matches.",
      ],
    },
    de: {
      name: "Klares weißes Hemd",
      summary: "Ohne Jackett, ohne Aufwand: ein weißes Hemd vor Hellgrau für einen modernen, offenen Stil.",
      seo: "Weißes Hemd vor hellem Studiograu, ohne Jackett: ein modernes, offenes Porträtfoto für Profile, die entspannt und gepflegt wirken sollen.",
      when: [
        "Klares weißes Hemd nutzt dasselbe Hellgrau wie Klassisch Corporate, lässt aber das Jackett weg. Das Ergebnis ist gepflegt und zeitgemäß: das Porträtfoto von jemandem, der professionell ist, ohne es beweisen zu müssen.",
        "Er passt zu Rollen in Tech und Produkt, zu Forschenden, Gründerinnen und Gründern und zu allen, an deren Arbeitsplatz Jacketts selten sind. Für ein Team, das schon Klassisch Corporate nutzt, ist er auch eine gute Sommer-Alternative, denn der Hintergrund ist derselbe.",
      ],
    },
    es: {
      name: "Camisa blanca limpia",
      summary: "Sin chaqueta y sin complicaciones: camisa blanca sobre gris claro para una imagen moderna y abierta.",
      seo: "Camisa blanca sobre gris claro de estudio, sin chaqueta: un retrato moderno y abierto para perfiles relajados pero cuidados.",
      when: [
        "Camisa blanca limpia usa el mismo gris claro que Corporativo clásico, pero sin chaqueta. El resultado es cuidado y actual: el retrato de alguien profesional que no necesita demostrarlo.",
        "Encaja en puestos de tecnología y producto, investigación, fundadores y cualquier lugar de trabajo donde las chaquetas sean raras. También es una buena alternativa de verano para un equipo que ya usa Corporativo clásico, porque el fondo es el mismo.",
      ],
    },
  },
  {
    slug: "tech-founder", backdrop: "studio-mid-grey", female: "female-camel-knit", male: "male-navy-knit",
    en: {
      name: "Tech Founder",
      summary: "Smart-casual knit on studio grey, the style of a founder's About page.",
      seo: "Smart-casual knitwear on mid-grey studio paper: the founder headshot for About pages, pitch decks and funding news.",
      when: [
        "Tech Founder pairs a smart-casual knit with the sober mid-grey of a traditional studio: relaxed clothing, serious picture. It is the style you see on a start-up's About page, in a pitch deck's team slide and next to a funding announcement.",
        "Choose it when you talk to investors, partners and future colleagues at the same time and want to look approachable and focused. It works at every size, from a round profile picture to a full-width press photo.",
      ],
    },
    de: {
      name: "Tech-Gründer",
      summary: "Smart-Casual-Strick vor Studiograu, der Stil einer Über-uns-Seite von Gründerinnen und Gründern.",
      seo: "Smart-Casual-Strick vor mittelgrauem Studiopapier: das Gründer-Porträtfoto für Über-uns-Seiten, Pitch-Decks und Finanzierungsmeldungen.",
      when: [
        "Tech-Gründer verbindet Smart-Casual-Strick mit dem nüchternen Mittelgrau eines klassischen Studios: entspannte Kleidung, ernsthaftes Bild. Diesen Stil siehst du auf der Über-uns-Seite eines Startups, auf der Team-Folie eines Pitch-Decks und neben einer Finanzierungsmeldung.",
        "Wähle ihn, wenn du gleichzeitig mit Investoren, Partnern und künftigen Kolleginnen sprichst und nahbar und konzentriert wirken willst. Er funktioniert in jeder Größe, vom runden Profilbild bis zum seitenbreiten Pressefoto.",
      ],
    },
    es: {
      name: "Fundador tecnológico",
      summary: "Punto smart casual sobre gris de estudio, el estilo de la página «Sobre nosotros» de una startup.",
      seo: "Punto smart casual sobre papel de estudio gris medio: el retrato de fundador para páginas «Sobre nosotros», presentaciones a inversores y noticias de financiación.",
      when: [
        "Fundador tecnológico combina punto smart casual con el gris medio sobrio de un estudio tradicional: ropa relajada, imagen seria. Es el estilo que ves en la página «Sobre nosotros» de una startup, en la diapositiva del equipo de una presentación a inversores y junto al anuncio de una ronda de financiación.",
        "Elígelo cuando hables a la vez con inversores, socios y futuros compañeros y quieras parecer cercano y centrado. Funciona en cualquier tamaño, desde una foto de perfil redonda hasta una foto de prensa a todo el ancho.",
      ],
    },
  },
];

/** A style's texts in German or Spanish (English lives in the columns). */
export type StyleTranslation = { name: string; description: string; seoTitle: string; seoDescription: string };

export type SeedStyle = {
  slug: string;
  name: string;
  gender: Gender;
  backdrop: string;
  outfit: string;
  /** Paragraphs separated by a blank line: the summary first, then when to use the style. */
  description: string;
  seoTitle: string;
  seoDescription: string;
  translations: { de: StyleTranslation; es: StyleTranslation };
  sortOrder: number;
};

const FOR: Record<"en" | "de" | "es", Record<"FEMALE" | "MALE", string>> = {
  en: { FEMALE: "for women", MALE: "for men" },
  de: { FEMALE: "für Frauen", MALE: "für Männer" },
  es: { FEMALE: "para mujeres", MALE: "para hombres" },
};

/** The SEO title of a theme's style for one gender, per language. */
function seoTitle(lang: "en" | "de" | "es", text: ThemeText, gender: "FEMALE" | "MALE"): string {
  if (lang === "de") return `${text.name}: KI-Porträtfotos ${FOR.de[gender]} | Lumen`;
  if (lang === "es") return `${text.name}: retratos con IA ${FOR.es[gender]} | Lumen`;
  return `${text.name} AI headshots ${FOR.en[gender]} | Lumen`;
}

function seoDescription(lang: "en" | "de" | "es", text: ThemeText, gender: "FEMALE" | "MALE"): string {
  if (lang === "de") return `${text.seo} Lade ein paar Selfies hoch und erhalte Porträtfotos im Stil ${text.name} ${FOR.de[gender]}.`;
  if (lang === "es") return `${text.seo} Sube unos selfis y recibe retratos con el estilo ${text.name} ${FOR.es[gender]}.`;
  return `${text.seo} Upload a few selfies and get ${text.name} headshots ${FOR.en[gender]}.`;
}

const paragraphs = (text: ThemeText) => [text.summary, ...text.when].join("\n\n");

export const STYLES: SeedStyle[] = THEMES.flatMap((theme, i) =>
  (["FEMALE", "MALE"] as const).map((gender, j): SeedStyle => {
    const local = (lang: "de" | "es"): StyleTranslation => ({
      name: theme[lang].name,
      description: paragraphs(theme[lang]),
      seoTitle: seoTitle(lang, theme[lang], gender),
      seoDescription: seoDescription(lang, theme[lang], gender),
    });
    return {
      slug: `${theme.slug}-${gender === "FEMALE" ? "female" : "male"}`,
      name: theme.en.name,
      gender,
      backdrop: theme.backdrop,
      outfit: gender === "FEMALE" ? theme.female : theme.male,
      description: paragraphs(theme.en),
      seoTitle: seoTitle("en", theme.en, gender),
      seoDescription: seoDescription("en", theme.en, gender),
      translations: { de: local("de"), es: local("es") },
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
