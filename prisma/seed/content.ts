// Demo content: reviews, the blog (its authors and six articles in en/de/es), one changelog entry in
// en/de/es, job postings.

export const REVIEWS = [
  {
    key: "review-en-1", kind: "REVIEW" as const, locale: "en", name: "Priya Raman", title: "Product Manager", company: "Helix Analytics", rating: 5, sortOrder: 1,
    body: "I needed a new LinkedIn photo before a conference and had no time for a studio. Twelve selfies, one coffee later, and I had forty options. Two of them are now on my profile and my speaker page.",
  },
  {
    key: "review-en-2", kind: "TESTIMONIAL" as const, locale: "en", name: "Marcus Bell", title: "Head of People", company: "Brightline Logistics", rating: 5, sortOrder: 2,
    body: "We onboarded 60 people across four offices in a week. Everyone got the same backdrop and framing, and nobody had to travel to a photographer. Our team page finally looks like one company.",
  },
  {
    key: "review-en-3", kind: "REVIEW" as const, locale: "en", name: "Hannah Cole", title: "Freelance Architect", company: null, rating: 4, sortOrder: 3,
    body: "The upload check told me two of my photos were too dark before I paid anything, which saved me a redo. Results look like me on a good day, not like a stranger.",
  },
  {
    key: "review-en-4", kind: "REVIEW" as const, locale: "en", name: "Tom Okafor", title: "Sales Engineer", company: "Corvid Systems", rating: 3, sortOrder: 4,
    body: "About half of my headshots were great. In the others my glasses had odd reflections and my hairline looked a bit off, so I deleted them. Next time I'll upload more photos without glasses, as the tips suggest.",
  },
  {
    key: "review-en-5", kind: "REVIEW" as const, locale: "en", name: "Grace Lindqvist", title: "Therapist", company: null, rating: 5, sortOrder: 5,
    body: "I wanted something warm for my practice website, not a corporate look. The soft outdoor backdrop with my own cardigan was exactly that. My clients keep telling me the photo looks like me.",
  },
  {
    key: "review-en-6", kind: "REVIEW" as const, locale: "en", name: "Daniel Reyes", title: "Software Developer", company: "Pinecone Labs", rating: 4, sortOrder: 6,
    body: "Scanning the QR code and uploading straight from my phone was the easiest part. The results took a few hours rather than minutes, but the two I picked are sharp enough for a printed badge.",
  },
  {
    key: "review-en-7", kind: "REVIEW" as const, locale: "en", name: "Amelia Hart", title: "Real Estate Agent", company: "Hart & Co. Realty", rating: 4, sortOrder: 7,
    body: "I used the editor to switch the backdrop to a plain grey for my listing flyers. Skin looked slightly too smooth in a few shots, but the best ones are better than my old studio photo from 2019.",
  },
  {
    key: "review-de-1", kind: "REVIEW" as const, locale: "de", name: "Katrin Vogel", title: "Steuerberaterin", company: "Vogel & Partner", rating: 5, sortOrder: 1,
    body: "Ich hatte seit Jahren kein aktuelles Foto für die Kanzlei-Website. Nach dem Hochladen von zehn Handyfotos hatte ich am selben Abend Porträtfotos, die ich sofort verwendet habe.",
  },
  {
    key: "review-de-2", kind: "TESTIMONIAL" as const, locale: "de", name: "Felix Brandt", title: "Geschäftsführer", company: "Brandt Software GmbH", rating: 5, sortOrder: 2,
    body: "Für unser Team mit 18 Personen an drei Standorten war das die einfachste Lösung: Einladung per E-Mail, einheitlicher Hintergrund in unserer Markenfarbe und Rechnung mit Umsatzsteuer-ID.",
  },
  {
    key: "review-de-3", kind: "REVIEW" as const, locale: "de", name: "Jonas Albrecht", title: "Wirtschaftsingenieur", company: null, rating: 4, sortOrder: 3,
    body: "Für meine Bewerbungen wollte ich ein seriöses Foto ohne Studiotermin. Die Ergebnisse mit hellgrauem Hintergrund sind gut, nur beim Anzug hätte ich mir eine dunklere Farbe gewünscht.",
  },
  {
    key: "review-de-4", kind: "REVIEW" as const, locale: "de", name: "Miriam Schulte", title: "Hebamme", company: null, rating: 3, sortOrder: 4,
    body: "Zwei meiner Fotos wurden beim Hochladen als zu unscharf abgelehnt, das war fair. Von den fertigen Porträtfotos gefallen mir ehrlich gesagt nur drei, bei den anderen wirkt mein Lächeln steif.",
  },
  {
    key: "review-de-5", kind: "REVIEW" as const, locale: "de", name: "Stefan Kowalczyk", title: "IT-Berater", company: "Kowalczyk Consulting", rating: 5, sortOrder: 5,
    body: "Ich habe die Fotos abends am Fenster mit dem Handy gemacht und mich an die Tipps gehalten. Das Ergebnis sieht aus wie ein Termin beim Fotografen, und das Quadratformat passt direkt für XING und LinkedIn.",
  },
  {
    key: "review-de-6", kind: "REVIEW" as const, locale: "de", name: "Leonie Hartmann", title: "Marketing-Managerin", company: "Nordlicht Reisen", rating: 4, sortOrder: 6,
    body: "Gut fand ich, dass ich vor dem Bezahlen sehen konnte, welche Stile es gibt. Im Editor habe ich den Hintergrund nachträglich geändert. Ein paar Bilder waren etwas zu glatt retuschiert, die habe ich aussortiert.",
  },
  {
    key: "review-de-7", kind: "REVIEW" as const, locale: "de", name: "Paul Neumann", title: "Student der Rechtswissenschaft", company: null, rating: 5, sortOrder: 7,
    body: "Für die Bewerbung um ein Praktikum in einer Kanzlei brauchte ich schnell ein Foto. Die Auswahl war groß genug, dass ich ein formelles und ein etwas lockereres Bild gefunden habe.",
  },
  {
    key: "review-es-1", kind: "REVIEW" as const, locale: "es", name: "Lucía Fernández", title: "Abogada", company: "Fernández Legal", rating: 5, sortOrder: 1,
    body: "Necesitaba fotos serias para el directorio del colegio de abogados. Subí doce selfies y elegí tres estilos; el resultado es natural y se parece a mí.",
  },
  {
    key: "review-es-2", kind: "TESTIMONIAL" as const, locale: "es", name: "Diego Morales", title: "Director de Marketing", company: "Nexo Retail", rating: 4, sortOrder: 2,
    body: "Organizar una sesión de fotos para todo el equipo comercial era imposible. Con Lumen cada persona subió sus fotos desde el móvil y en dos días teníamos la página de equipo lista.",
  },
  {
    key: "review-es-3", kind: "REVIEW" as const, locale: "es", name: "Carmen Ruiz", title: "Diseñadora UX", company: "Estudio Alba", rating: 4, sortOrder: 3,
    body: "Me gustó poder subir las fotos desde el móvil escaneando el código QR. Los retratos con fondo de oficina desenfocado quedaron muy bien; los de fondo de color me convencieron menos.",
  },
  {
    key: "review-es-4", kind: "REVIEW" as const, locale: "es", name: "Javier Ortega", title: "Ingeniero de Caminos", company: null, rating: 3, sortOrder: 4,
    body: "Algunos retratos son muy buenos, pero en varios la barba no se parecía a la mía. Volví a intentarlo con fotos más recientes y mejoró, aunque tuve que esperar otra vez.",
  },
  {
    key: "review-es-5", kind: "REVIEW" as const, locale: "es", name: "Marta Soler", title: "Consultora de Recursos Humanos", company: "Talento Norte", rating: 5, sortOrder: 5,
    body: "La comprobación de las fotos me avisó de que en una salía otra persona al lado. La cambié y listo. Uso el retrato en LinkedIn y en la firma del correo.",
  },
  {
    key: "review-es-6", kind: "REVIEW" as const, locale: "es", name: "Andrés Villalobos", title: "Fotógrafo aficionado y profesor", company: null, rating: 4, sortOrder: 6,
    body: "Como aficionado a la fotografía era escéptico. La luz y el encuadre son correctos y las manos no aparecen raras porque el plano es cerrado. Para una foto de perfil me sobra.",
  },
  {
    key: "review-es-7", kind: "REVIEW" as const, locale: "es", name: "Sofía Martínez", title: "Enfermera", company: null, rating: 5, sortOrder: 7,
    body: "No tenía tiempo para ir a un estudio con mis turnos. Hice las fotos un domingo por la mañana junto a la ventana y por la tarde ya tenía los retratos.",
  },
];

/** The blog's authors (BlogAuthor; a post's authorName is one of these names). Role and bio per language. */
export const BLOG_AUTHORS = [
  {
    slug: "clara-weiss", name: "Clara Weiss",
    role: { en: "Photography lead", de: "Leitung Fotografie", es: "Responsable de fotografía" },
    bio: {
      en: "Clara spent ten years lighting portraits in studios before joining Lumen. She decides how our styles are lit and framed, and writes about getting good photos without a photographer.",
      de: "Clara hat zehn Jahre lang im Studio Porträts ausgeleuchtet, bevor sie zu Lumen kam. Sie entscheidet, wie unsere Stile beleuchtet und gerahmt sind, und schreibt darüber, wie gute Fotos auch ohne Fotografen gelingen.",
      es: "Clara pasó diez años iluminando retratos en estudio antes de unirse a Lumen. Decide cómo se iluminan y encuadran nuestros estilos, y escribe sobre cómo conseguir buenas fotos sin fotógrafo.",
    },
  },
  {
    slug: "tomas-ibarra", name: "Tomás Ibarra",
    role: { en: "Privacy and trust", de: "Datenschutz und Vertrauen", es: "Privacidad y confianza" },
    bio: {
      en: "Tomás looks after how Lumen stores, uses and deletes the photos people upload. He writes about privacy in plain language.",
      de: "Tomás kümmert sich darum, wie Lumen hochgeladene Fotos speichert, verwendet und löscht. Er schreibt über Datenschutz in verständlicher Sprache.",
      es: "Tomás se ocupa de cómo Lumen guarda, usa y elimina las fotos que sube la gente. Escribe sobre privacidad en un lenguaje claro.",
    },
  },
  {
    slug: "lumen-team", name: "Lumen Team",
    role: { en: "Editorial team", de: "Redaktion", es: "Equipo editorial" },
    bio: {
      en: "The people who build Lumen, writing about headshots for individuals and for teams.",
      de: "Die Menschen, die Lumen entwickeln, schreiben über Porträtfotos für Einzelne und für Teams.",
      es: "Las personas que crean Lumen escriben sobre retratos para particulares y para equipos.",
    },
  },
];

const SELFIES = "how-to-take-selfies-for-ai-headshots";
const WEAR = "what-to-wear-for-your-headshot";
const LINKEDIN = "linkedin-profile-photo-guide";
const ROLLOUT = "rolling-out-team-headshots";
const PRIVACY = "privacy-of-face-photos";
const COMPARE = "ai-headshots-vs-studio-photographer";

export const BLOG_POSTS = [
  // ── Selfies ───────────────────────────────────────────────────────────────────────────────────
  {
    slug: "how-to-take-selfies-for-ai-headshots", locale: "en", translationKey: SELFIES, authorName: "Clara Weiss",
    publishedAt: new Date("2026-01-15T09:00:00Z"), tags: ["guide", "selfies"],
    title: "How to take selfies that make great AI headshots",
    excerpt: "Ten minutes, a window and your phone: what to upload so your headshots look like you on your best day.",
    seoTitle: "How to take selfies for AI headshots",
    seoDescription: "Light, angles, variety and what to avoid: a short guide to the photos that give the best AI headshots.",
    body: `Your headshots can only be as good as the photos you upload. The good news: you don't need a camera or a photographer, just ten minutes and a window.

## Use daylight, facing the window
Stand so the window is in front of you, not behind you. Soft daylight on your face shows your real skin tone and avoids the harsh shadows of ceiling lights. Avoid direct midday sun.

## Vary what can vary
Upload as many photos as the upload page asks for. Change your top, the background and the angle a little between shots: straight on, slightly left, slightly right. Variety teaches the engine what stays the same, which is your face.

## Keep what should stay the same
Wear your glasses in some photos only if you always wear them. Remove hats and sunglasses. Keep your hairstyle close to how you look today.

## One face, clearly visible
Only you in the frame, face not cut off, and taken at arm's length or further (close-up selfies distort the nose). Our upload check tells you straight away if a photo is too dark, blurry or too small, so you can replace it before you continue.

## A quick checklist
- Daylight in front of you, no backlight
- A few different tops and backgrounds
- Straight on and slightly turned, eyes on the lens
- No sunglasses, hats or filters
- Only your face in the frame

That's it. Pick your styles, and let the engine do the rest.`,
  },
  {
    slug: "selfies-fuer-ki-bewerbungsfotos", locale: "de", translationKey: SELFIES, authorName: "Clara Weiss",
    publishedAt: new Date("2026-01-15T09:00:00Z"), tags: ["ratgeber", "selfies"],
    title: "So gelingen Selfies für KI-Porträtfotos",
    excerpt: "Zehn Minuten, ein Fenster und dein Smartphone: Welche Fotos du hochladen solltest, damit deine Porträtfotos nach dir aussehen.",
    seoTitle: "Selfies für KI-Porträtfotos richtig aufnehmen",
    seoDescription: "Licht, Blickwinkel, Abwechslung und was du vermeiden solltest: ein kurzer Ratgeber für die besten KI-Porträtfotos.",
    body: `Deine Porträtfotos können nur so gut werden wie die Fotos, die du hochlädst. Die gute Nachricht: Du brauchst weder Kamera noch Fotografen, nur zehn Minuten und ein Fenster.

## Tageslicht von vorn
Stell dich so, dass das Fenster vor dir liegt und nicht hinter dir. Weiches Tageslicht zeigt deinen echten Hautton und vermeidet die harten Schatten von Deckenlampen. Meide direkte Mittagssonne.

## Abwechslung, wo sie erlaubt ist
Lade so viele Fotos hoch, wie die Upload-Seite verlangt. Wechsle zwischen den Aufnahmen Oberteil, Hintergrund und Blickwinkel: frontal, leicht von links, leicht von rechts. So erkennt das System, was gleich bleibt, nämlich dein Gesicht.

## Beständig, wo es zählt
Trag deine Brille nur, wenn du sie immer trägst. Mützen und Sonnenbrillen bitte ablegen. Die Frisur sollte deinem heutigen Aussehen entsprechen.

## Ein Gesicht, gut sichtbar
Nur du im Bild, das Gesicht nicht angeschnitten und mit mindestens einer Armlänge Abstand aufgenommen (Nahaufnahmen verzerren die Nase). Unsere Upload-Prüfung meldet sofort, wenn ein Foto zu dunkel, unscharf oder zu klein ist, damit du es ersetzen kannst.

## Die Checkliste
- Tageslicht von vorn, kein Gegenlicht
- Ein paar verschiedene Oberteile und Hintergründe
- Frontal und leicht gedreht, Blick in die Kamera
- Keine Sonnenbrille, keine Mütze, keine Filter
- Nur dein Gesicht im Bild

Das war's. Wähl deine Stile aus, den Rest erledigt das System.`,
  },
  {
    slug: "selfies-para-fotos-profesionales-con-ia", locale: "es", translationKey: SELFIES, authorName: "Clara Weiss",
    publishedAt: new Date("2026-01-15T09:00:00Z"), tags: ["consejos", "selfies"],
    title: "Cómo hacer selfies que den buenos retratos con IA",
    excerpt: "Diez minutos, una ventana y tu móvil: qué fotos subir para que tus retratos se parezcan a ti en tu mejor día.",
    seoTitle: "Cómo hacer selfies para retratos con IA",
    seoDescription: "Luz, ángulos, variedad y qué evitar: una guía breve de las fotos que dan los mejores retratos con IA.",
    body: `Tus retratos solo pueden ser tan buenos como las fotos que subes. La buena noticia: no necesitas cámara ni fotógrafo, solo diez minutos y una ventana.

## Luz natural, de frente
Colócate con la ventana delante de ti, no detrás. La luz natural suave muestra tu tono de piel real y evita las sombras duras de las lámparas del techo. Evita el sol directo del mediodía.

## Varía lo que se puede variar
Sube tantas fotos como te pida la página de subida. Cambia de prenda, de fondo y un poco de ángulo entre tomas: de frente, ligeramente a la izquierda y a la derecha. La variedad enseña al sistema lo que no cambia: tu cara.

## Mantén lo que debe mantenerse
Lleva gafas solo si las usas siempre. Quítate gorras y gafas de sol. Tu peinado debería parecerse al de hoy.

## Una sola cara, bien visible
Solo tú en la imagen, sin cortar la cara y a un brazo de distancia o más (los primeros planos deforman la nariz). Nuestra comprobación te avisa al momento si una foto es demasiado oscura, está movida o es pequeña, para que la cambies antes de continuar.

## Lista rápida
- Luz natural delante de ti, nunca a contraluz
- Varias prendas y fondos distintos
- De frente y ligeramente girado, mirando al objetivo
- Sin gafas de sol, gorras ni filtros
- Solo tu cara en la imagen

Eso es todo. Elige tus estilos y deja que el sistema haga el resto.`,
  },
  // ── What to wear ──────────────────────────────────────────────────────────────────────────────
  {
    slug: "what-to-wear-for-your-headshot", locale: "en", translationKey: WEAR, authorName: "Clara Weiss",
    publishedAt: new Date("2026-02-05T09:00:00Z"), tags: ["guide", "style"],
    title: "What to wear for your headshot",
    excerpt: "Solid colours, clean necklines and clothes that fit: how to dress for a headshot that still looks right in five years.",
    seoTitle: "What to wear for a professional headshot",
    seoDescription: "Colours, necklines, patterns and accessories: a practical guide to clothes that work in headshots, with or without a studio.",
    body: `A headshot shows a small square of you, so what you wear carries more weight than you might expect. The goal is simple: people should remember your face, not your shirt.

## Pick solid, mid-tone colours
Plain colours photograph best. Navy, charcoal, burgundy, forest green and soft blue flatter most skin tones and sit well on both light and dark backdrops. Pure white can lose detail in bright light, and pure black can merge with dark hair.

| Works well | Use with care | Best avoided |
| --- | --- | --- |
| Navy, charcoal, soft blue | Pure white, pure black | Neon and very bright colours |
| Burgundy, forest green | Pastels on pale skin | Small, dense patterns (stripes, checks) |
| Camel, grey, muted teal | Large prints | Big logos and slogans |

## Mind the neckline
Only the top of your clothes is in the frame, so the neckline does most of the work. A collar, a crew neck or a simple V-neck frames the face. Very low or strapless tops can make a cropped headshot look as if you are wearing nothing at all.

## Dress one step above your everyday
Think of what you would wear to meet an important client in your field. A lawyer might wear a jacket and a shirt; a designer or an engineer can look just as professional in a good knit or a plain shirt. If your headshot looks like you on a good working day, it is right.

## Keep accessories quiet
- Small earrings and a simple necklace are fine; large jewellery pulls the eye away from your face.
- Glasses: wear them if you usually do, and keep them clean.
- Skip hats, headphones and lanyards.

## In your upload photos
With Lumen the outfit in the final headshot comes from the style you choose, but your upload photos still matter: wear a few different tops across them, so the engine does not mistake one shirt for part of you. If you choose a style that keeps your own clothes, wear the outfit you want to see.`,
  },
  {
    slug: "was-anziehen-fuer-portraetfotos", locale: "de", translationKey: WEAR, authorName: "Clara Weiss",
    publishedAt: new Date("2026-02-05T09:00:00Z"), tags: ["ratgeber", "kleidung"],
    title: "Was du für deine Porträtfotos anziehen solltest",
    excerpt: "Einfarbig, ein klarer Ausschnitt und Kleidung, die sitzt: So ziehst du dich für Porträtfotos an, die auch in fünf Jahren noch passen.",
    seoTitle: "Was anziehen für professionelle Porträtfotos?",
    seoDescription: "Farben, Ausschnitte, Muster und Accessoires: ein praktischer Ratgeber für Kleidung, die auf Porträtfotos funktioniert, mit oder ohne Studio.",
    body: `Ein Porträtfoto zeigt nur einen kleinen Ausschnitt von dir, deshalb zählt die Kleidung mehr, als man denkt. Das Ziel ist einfach: Man soll sich an dein Gesicht erinnern, nicht an dein Hemd.

## Einfarbig und in mittleren Tönen
Uni-Farben wirken auf Fotos am besten. Marineblau, Anthrazit, Bordeaux, Tannengrün und ein sanftes Blau stehen den meisten Hauttönen und passen zu hellen wie zu dunklen Hintergründen. Reines Weiß verliert bei hellem Licht leicht an Zeichnung, reines Schwarz verschmilzt mit dunklen Haaren.

| Passt gut | Mit Bedacht | Lieber vermeiden |
| --- | --- | --- |
| Marineblau, Anthrazit, sanftes Blau | Reines Weiß, reines Schwarz | Neon- und sehr grelle Farben |
| Bordeaux, Tannengrün | Pastell bei heller Haut | Kleine, dichte Muster (Streifen, Karos) |
| Camel, Grau, gedecktes Petrol | Große Drucke | Große Logos und Schriftzüge |

## Auf den Ausschnitt achten
Im Bild ist nur der obere Teil deiner Kleidung zu sehen, deshalb entscheidet der Ausschnitt. Ein Kragen, ein Rundhals- oder ein schlichter V-Ausschnitt rahmen das Gesicht. Sehr tiefe oder schulterfreie Oberteile wirken auf einem eng geschnittenen Porträtfoto schnell, als trügest du gar nichts.

## Eine Stufe über dem Alltag
Überleg, was du zu einem wichtigen Kundentermin in deiner Branche tragen würdest. Eine Anwältin trägt vielleicht Blazer und Bluse; ein Designer oder eine Entwicklerin wirkt in einem guten Strickpullover oder einem schlichten Hemd genauso professionell. Wenn das Foto aussieht wie du an einem guten Arbeitstag, stimmt es.

## Accessoires zurückhaltend
- Kleine Ohrringe und eine schlichte Kette sind in Ordnung; großer Schmuck lenkt vom Gesicht ab.
- Brille: Trag sie, wenn du sie sonst auch trägst, und putz sie vorher.
- Mützen, Kopfhörer und Schlüsselbänder lieber weglassen.

## Bei deinen Upload-Fotos
Bei Lumen kommt die Kleidung auf dem fertigen Porträtfoto aus dem Stil, den du wählst. Deine Upload-Fotos zählen trotzdem: Trag darauf ein paar verschiedene Oberteile, damit das System kein Hemd für einen Teil von dir hält. Wählst du einen Stil, der deine eigene Kleidung behält, zieh genau das an, was du später sehen möchtest.`,
  },
  {
    slug: "que-ponerte-para-tu-retrato", locale: "es", translationKey: WEAR, authorName: "Clara Weiss",
    publishedAt: new Date("2026-02-05T09:00:00Z"), tags: ["consejos", "ropa"],
    title: "Qué ponerte para tu retrato profesional",
    excerpt: "Colores lisos, escotes sencillos y ropa que te quede bien: cómo vestirte para un retrato que siga funcionando dentro de cinco años.",
    seoTitle: "Qué ropa ponerte para un retrato profesional",
    seoDescription: "Colores, escotes, estampados y complementos: una guía práctica de la ropa que funciona en un retrato, con o sin estudio.",
    body: `Un retrato muestra un pequeño recorte de ti, así que la ropa pesa más de lo que parece. El objetivo es sencillo: que la gente recuerde tu cara, no tu camisa.

## Colores lisos y de tono medio
Los colores lisos son los que mejor salen en foto. Azul marino, gris marengo, granate, verde bosque y azul suave favorecen a la mayoría de tonos de piel y encajan tanto con fondos claros como oscuros. El blanco puro pierde detalle con mucha luz, y el negro puro se funde con el pelo oscuro.

| Funciona bien | Con cuidado | Mejor evitar |
| --- | --- | --- |
| Azul marino, gris marengo, azul suave | Blanco puro, negro puro | Colores flúor o muy chillones |
| Granate, verde bosque | Pasteles con piel muy clara | Estampados pequeños y densos (rayas, cuadros) |
| Camel, gris, verde azulado apagado | Estampados grandes | Logotipos y frases grandes |

## Cuida el escote
En el encuadre solo aparece la parte de arriba de la ropa, así que el escote lo decide casi todo. Un cuello de camisa, un cuello redondo o un pico sencillo enmarcan la cara. Las prendas muy escotadas o de palabra de honor pueden dar la impresión, en un retrato ajustado, de que no llevas nada.

## Un punto por encima de tu día a día
Piensa en lo que te pondrías para reunirte con un cliente importante de tu sector. Una abogada quizá elija americana y blusa; un diseñador o una ingeniera puede verse igual de profesional con un buen jersey o una camisa lisa. Si el retrato se parece a ti en un buen día de trabajo, es el adecuado.

## Complementos discretos
- Pendientes pequeños y un collar sencillo están bien; las joyas grandes roban protagonismo a tu cara.
- Gafas: llévalas si sueles llevarlas, y límpialas antes.
- Mejor sin gorras, auriculares ni cintas de acreditación.

## En tus fotos de subida
En Lumen, la ropa del retrato final sale del estilo que elijas, pero tus fotos de subida siguen importando: ponte varias prendas distintas en ellas, para que el sistema no confunda una camisa con una parte de ti. Si eliges un estilo que mantiene tu propia ropa, ponte exactamente lo que quieras ver.`,
  },
  // ── LinkedIn ──────────────────────────────────────────────────────────────────────────────────
  {
    slug: "linkedin-profile-photo-guide", locale: "en", translationKey: LINKEDIN, authorName: "Lumen Team",
    publishedAt: new Date("2026-03-03T09:00:00Z"), tags: ["guide", "linkedin"],
    title: "The LinkedIn profile photo guide",
    excerpt: "Your LinkedIn photo is usually the first picture of you a recruiter or client sees. Here is how to choose one that works, and how to crop it.",
    seoTitle: "LinkedIn profile photo: a practical guide",
    seoDescription: "Framing, expression, background and cropping: how to choose and upload a LinkedIn profile photo that looks professional at every size.",
    body: `On LinkedIn your photo appears next to everything you do: your profile, your comments, your messages and every search result. It is shown tiny most of the time, so the rules are a little different from a photo on a website.

## Frame it tight
LinkedIn shows your photo as a circle, often only a few dozen pixels wide. Your face should fill most of it: head and the top of your shoulders, with a little space above your hair. A full-body or half-body shot turns into a dot.

## Look at the camera, and smile a little
A natural, slight smile with your eyes on the lens reads as open and confident. Serious expressions can come across as cold at small sizes. If you are unsure, pick the photo in which you look like yourself talking to a colleague.

## Choose a calm background
A plain or softly blurred background keeps attention on your face. A muted colour that contrasts with your hair and clothes helps the circle stand out in a busy feed. An office, bookshelf or city scene works too, as long as it is out of focus.

## Be recognisable
People who meet you after a video call or at an event should recognise you. Use a recent photo, with the hairstyle and glasses you wear today. Avoid heavy retouching: smoothing skin too much is the quickest way to look like someone else.

## Upload it properly
1. Export a square image of at least 400 × 400 pixels; a larger one stays sharp on high-resolution screens.
2. On your profile, select your photo and choose to change it.
3. Use the crop tool so that your face is centred in the circle, with your eyes roughly one third from the top.
4. Set the photo's visibility to everyone if you want recruiters outside your network to see it.

## Use the same photo elsewhere
Once you have a photo you like, use it on your email signature, your company's website and your other professional profiles. One consistent picture makes you easier to recognise everywhere. With Lumen you can download your headshots in square and portrait formats, so the same photo fits each place.`,
  },
  {
    slug: "linkedin-profilbild-ratgeber", locale: "de", translationKey: LINKEDIN, authorName: "Lumen Team",
    publishedAt: new Date("2026-03-03T09:00:00Z"), tags: ["ratgeber", "linkedin"],
    title: "Der Ratgeber fürs LinkedIn-Profilbild",
    excerpt: "Dein LinkedIn-Foto ist meist das erste Bild, das Recruiter oder Kundschaft von dir sehen. So wählst du eines, das wirkt, und schneidest es richtig zu.",
    seoTitle: "LinkedIn-Profilbild: ein praktischer Ratgeber",
    seoDescription: "Bildausschnitt, Ausdruck, Hintergrund und Zuschnitt: So wählst du ein LinkedIn-Profilbild, das in jeder Größe professionell wirkt.",
    body: `Auf LinkedIn steht dein Foto neben allem, was du tust: deinem Profil, deinen Kommentaren, deinen Nachrichten und jedem Suchergebnis. Meist wird es winzig angezeigt, deshalb gelten etwas andere Regeln als für ein Foto auf einer Website.

## Eng zuschneiden
LinkedIn zeigt dein Foto als Kreis, oft nur wenige Dutzend Pixel breit. Dein Gesicht sollte den Großteil davon ausfüllen: Kopf und Schulteransatz, mit etwas Luft über den Haaren. Eine Ganzkörper- oder Halbkörperaufnahme wird zum Punkt.

## In die Kamera schauen und leicht lächeln
Ein natürliches, leichtes Lächeln mit Blick in die Kamera wirkt offen und selbstbewusst. Ein ernster Ausdruck kann in kleiner Größe kühl wirken. Im Zweifel nimm das Foto, auf dem du aussiehst, als würdest du gerade mit einer Kollegin sprechen.

## Ein ruhiger Hintergrund
Ein schlichter oder weich unscharfer Hintergrund lenkt den Blick auf dein Gesicht. Eine gedeckte Farbe, die sich von Haaren und Kleidung abhebt, lässt den Kreis im vollen Feed hervortreten. Ein Büro, ein Bücherregal oder eine Stadtszene gehen auch, solange sie unscharf sind.

## Wiedererkennbar bleiben
Wer dich nach einem Videocall oder auf einer Veranstaltung trifft, sollte dich erkennen. Nimm ein aktuelles Foto mit der Frisur und der Brille, die du heute trägst. Vermeide starke Retusche: Zu glatte Haut ist der schnellste Weg, wie jemand anderes auszusehen.

## Richtig hochladen
1. Exportiere ein quadratisches Bild mit mindestens 400 × 400 Pixeln; ein größeres bleibt auf hochauflösenden Bildschirmen scharf.
2. Wähl in deinem Profil dein Foto aus und entscheide dich fürs Ändern.
3. Richte es mit dem Zuschneide-Werkzeug so aus, dass dein Gesicht mittig im Kreis sitzt und die Augen etwa auf einem Drittel der Höhe liegen.
4. Stell die Sichtbarkeit des Fotos auf „Alle“, wenn auch Recruiter außerhalb deines Netzwerks es sehen sollen.

## Dasselbe Foto überall
Wenn du ein Foto gefunden hast, das dir gefällt, nutz es auch in deiner E-Mail-Signatur, auf der Website deines Unternehmens und in deinen anderen beruflichen Profilen. Ein einheitliches Bild macht dich überall leichter erkennbar. Bei Lumen lädst du deine Porträtfotos im quadratischen und im Hochformat herunter, damit dasselbe Foto überall passt.`,
  },
  {
    slug: "guia-foto-de-perfil-linkedin", locale: "es", translationKey: LINKEDIN, authorName: "Lumen Team",
    publishedAt: new Date("2026-03-03T09:00:00Z"), tags: ["consejos", "linkedin"],
    title: "Guía de la foto de perfil de LinkedIn",
    excerpt: "Tu foto de LinkedIn suele ser la primera imagen tuya que ve una persona de selección o un cliente. Así eliges una que funcione y la recortas bien.",
    seoTitle: "Foto de perfil de LinkedIn: guía práctica",
    seoDescription: "Encuadre, expresión, fondo y recorte: cómo elegir y subir una foto de perfil de LinkedIn que se vea profesional en cualquier tamaño.",
    body: `En LinkedIn tu foto aparece junto a todo lo que haces: tu perfil, tus comentarios, tus mensajes y cada resultado de búsqueda. Casi siempre se ve diminuta, así que las reglas cambian un poco respecto a una foto en una web.

## Encuadre cerrado
LinkedIn muestra tu foto en un círculo, a menudo de apenas unas decenas de píxeles. Tu cara debería ocupar casi todo: la cabeza y el arranque de los hombros, con un poco de aire sobre el pelo. Un plano de cuerpo entero o medio cuerpo se convierte en un punto.

## Mira a la cámara y sonríe un poco
Una sonrisa natural y ligera, con la mirada en el objetivo, transmite cercanía y seguridad. Una expresión seria puede parecer fría en tamaño pequeño. Si dudas, elige la foto en la que pareces tú hablando con una compañera.

## Un fondo tranquilo
Un fondo liso o suavemente desenfocado dirige la atención a tu cara. Un color apagado que contraste con tu pelo y tu ropa hace que el círculo destaque en un feed lleno de cosas. Una oficina, una estantería o una calle también valen, siempre que estén desenfocadas.

## Que te reconozcan
Quien te conozca después de una videollamada o en un evento debería reconocerte. Usa una foto reciente, con el peinado y las gafas que llevas hoy. Evita los retoques fuertes: suavizar demasiado la piel es la forma más rápida de parecer otra persona.

## Súbela bien
1. Exporta una imagen cuadrada de al menos 400 × 400 píxeles; una más grande se verá nítida en pantallas de alta resolución.
2. En tu perfil, selecciona tu foto y elige cambiarla.
3. Usa la herramienta de recorte para que tu cara quede centrada en el círculo, con los ojos a un tercio de la altura.
4. Pon la visibilidad de la foto en «Todos» si quieres que la vean también personas de selección fuera de tu red.

## La misma foto en todas partes
Cuando tengas una foto que te guste, úsala también en tu firma de correo, en la web de tu empresa y en tus otros perfiles profesionales. Una imagen coherente hace que te reconozcan en todas partes. Con Lumen descargas tus retratos en formato cuadrado y vertical, para que la misma foto encaje en cada sitio.`,
  },
  // ── Team rollout ──────────────────────────────────────────────────────────────────────────────
  {
    slug: "rolling-out-team-headshots", locale: "en", translationKey: ROLLOUT, authorName: "Lumen Team",
    publishedAt: new Date("2026-04-07T09:00:00Z"), tags: ["teams", "guide"],
    title: "How to roll out consistent headshots for your whole team",
    excerpt: "One backdrop, one framing, everyone done in a week: a step-by-step plan for team headshots without booking a photographer for every office.",
    seoTitle: "Team headshots: a step-by-step rollout plan",
    seoDescription: "Decide the look, invite people, follow up and publish: how to get consistent headshots for a distributed team.",
    body: `A team page where every photo was taken in a different kitchen looks like a group of strangers. Consistent headshots make a company look like one company, and with a distributed team they are easier to organise than ever. Here is the plan we see work best.

## 1. Decide the look once
Before anyone uploads a photo, agree on what the headshots should look like:
- **Backdrop**: one backdrop for everyone, or a small set that fits your brand colours.
- **Clothing**: business, smart casual or the clothes people wear anyway. You can approve outfits per gender or fix complete combinations.
- **Format**: square for chat tools and intranets, portrait for the website.

In Lumen's team area this is part of the setup: your logo, your brand colours, the backdrops and outfits you approve. Members can only choose within what you allowed, so the results match.

## 2. Tell people why, before you invite them
A short message from a manager does more than any reminder: why you are doing this (a new website, the team page, a consistent look in sales decks), what people need to do (ten minutes with a phone by a window) and by when. Link to our [selfie guide](/blog/how-to-take-selfies-for-ai-headshots) so nobody has to guess.

## 3. Invite everyone
Send email invites to each person, or share an open link restricted to your company's email domain. Each member uses one team credit when they start their shoot. People who would rather not upload photos themselves can be added by a lead, who uploads for them.

## 4. Follow up without chasing
Automatic reminders go to people who have not started yet. On the team page you see who has joined, who has uploaded and whose headshots are ready, so you only have to nudge the few who are stuck.

## 5. Review and publish
Everyone picks their favourites. If your organisation switches on manual review, a lead looks at each result before it is released. Then download the favourites as one zip file, or embed the team page on your website.

## A realistic timeline

| Day | What happens |
| --- | --- |
| 1 | Decide the look, write the announcement |
| 2 | Send the invites |
| 3–6 | People upload; reminders go out automatically |
| 7 | Review favourites, download, publish |

New colleagues join the same way later, with the same backdrop and framing, so the team page never drifts out of style.`,
  },
  {
    slug: "portraetfotos-fuer-das-ganze-team", locale: "de", translationKey: ROLLOUT, authorName: "Lumen Team",
    publishedAt: new Date("2026-04-07T09:00:00Z"), tags: ["teams", "ratgeber"],
    title: "Einheitliche Porträtfotos für dein ganzes Team",
    excerpt: "Ein Hintergrund, ein Bildausschnitt, alle in einer Woche fertig: ein Plan für Team-Porträtfotos, ohne für jedes Büro einen Fotografen zu buchen.",
    seoTitle: "Team-Porträtfotos: ein Plan Schritt für Schritt",
    seoDescription: "Look festlegen, einladen, nachfassen, veröffentlichen: So bekommt ein verteiltes Team einheitliche Porträtfotos.",
    body: `Eine Teamseite, auf der jedes Foto in einer anderen Küche entstanden ist, wirkt wie eine Gruppe Fremder. Einheitliche Porträtfotos lassen ein Unternehmen wie ein Unternehmen aussehen, und mit einem verteilten Team sind sie heute leichter zu organisieren denn je. So geht es am besten.

## 1. Den Look einmal festlegen
Bevor jemand ein Foto hochlädt, legt ihr fest, wie die Porträtfotos aussehen sollen:
- **Hintergrund**: ein Hintergrund für alle oder eine kleine Auswahl, die zu euren Markenfarben passt.
- **Kleidung**: Business, Smart Casual oder die Kleidung, die alle ohnehin tragen. Du kannst Outfits pro Geschlecht freigeben oder feste Kombinationen vorgeben.
- **Format**: quadratisch für Chat-Tools und Intranet, Hochformat für die Website.

Im Team-Bereich von Lumen gehört das zur Einrichtung: dein Logo, deine Markenfarben, die Hintergründe und Outfits, die du freigibst. Mitglieder wählen nur innerhalb dessen, was du erlaubt hast, deshalb passen die Ergebnisse zusammen.

## 2. Erst erklären, dann einladen
Eine kurze Nachricht von der Führungskraft bewirkt mehr als jede Erinnerung: warum ihr das macht (neue Website, Teamseite, einheitlicher Auftritt in Präsentationen), was zu tun ist (zehn Minuten mit dem Smartphone am Fenster) und bis wann. Verlinke unseren [Selfie-Ratgeber](/de/blog/selfies-fuer-ki-bewerbungsfotos), damit niemand raten muss.

## 3. Alle einladen
Schick jeder Person eine Einladung per E-Mail oder teile einen offenen Link, der auf die E-Mail-Domain deines Unternehmens beschränkt ist. Jedes Mitglied verbraucht einen Team-Credit, wenn es sein Shooting beginnt. Wer keine Fotos selbst hochladen möchte, kann von einer Teamleitung angelegt werden, die die Fotos für die Person hochlädt.

## 4. Nachfassen, ohne hinterherzulaufen
Automatische Erinnerungen gehen an alle, die noch nicht angefangen haben. Auf der Teamseite siehst du, wer beigetreten ist, wer hochgeladen hat und wessen Porträtfotos fertig sind. So musst du nur die wenigen anstupsen, die festhängen.

## 5. Prüfen und veröffentlichen
Alle wählen ihre Favoriten. Wenn deine Organisation die manuelle Prüfung einschaltet, sieht sich eine Teamleitung jedes Ergebnis an, bevor es freigegeben wird. Dann lädst du die Favoriten als ZIP-Datei herunter oder bettest die Teamseite auf eurer Website ein.

## Ein realistischer Zeitplan

| Tag | Was passiert |
| --- | --- |
| 1 | Look festlegen, Ankündigung schreiben |
| 2 | Einladungen verschicken |
| 3–6 | Alle laden hoch; Erinnerungen gehen automatisch raus |
| 7 | Favoriten prüfen, herunterladen, veröffentlichen |

Neue Kolleginnen und Kollegen kommen später auf demselben Weg dazu, mit demselben Hintergrund und Bildausschnitt. So bleibt die Teamseite einheitlich.`,
  },
  {
    slug: "retratos-para-todo-tu-equipo", locale: "es", translationKey: ROLLOUT, authorName: "Lumen Team",
    publishedAt: new Date("2026-04-07T09:00:00Z"), tags: ["equipos", "consejos"],
    title: "Cómo conseguir retratos coherentes para todo tu equipo",
    excerpt: "Un fondo, un encuadre y todo el mundo listo en una semana: un plan paso a paso para los retratos de tu equipo sin contratar un fotógrafo en cada oficina.",
    seoTitle: "Retratos de equipo: un plan paso a paso",
    seoDescription: "Decidir el estilo, invitar, hacer seguimiento y publicar: cómo conseguir retratos coherentes para un equipo distribuido.",
    body: `Una página de equipo en la que cada foto se hizo en una cocina distinta parece un grupo de desconocidos. Los retratos coherentes hacen que una empresa parezca una sola empresa, y con un equipo distribuido son más fáciles de organizar que nunca. Este es el plan que mejor funciona.

## 1. Decide el estilo una vez
Antes de que nadie suba una foto, acordad cómo deben ser los retratos:
- **Fondo**: un mismo fondo para todos o una pequeña selección que encaje con los colores de tu marca.
- **Ropa**: formal, arreglada informal o la ropa que cada cual lleva a diario. Puedes aprobar atuendos por género o fijar combinaciones completas.
- **Formato**: cuadrado para herramientas de chat e intranet, vertical para la web.

En el área de equipo de Lumen esto forma parte de la configuración: tu logotipo, los colores de tu marca, los fondos y atuendos que apruebes. Cada miembro solo elige dentro de lo que permitiste, así que los resultados encajan.

## 2. Explica el porqué antes de invitar
Un mensaje breve de la dirección vale más que cualquier recordatorio: por qué lo hacéis (una web nueva, la página de equipo, una imagen coherente en las presentaciones), qué hay que hacer (diez minutos con el móvil junto a una ventana) y para cuándo. Enlaza nuestra [guía de selfies](/es/blog/selfies-para-fotos-profesionales-con-ia) para que nadie tenga que adivinar.

## 3. Invita a todo el mundo
Envía una invitación por correo a cada persona o comparte un enlace abierto limitado al dominio de correo de tu empresa. Cada miembro usa un crédito de equipo al empezar su sesión. Quien prefiera no subir fotos por su cuenta puede ser dado de alta por un responsable, que sube las fotos por esa persona.

## 4. Haz seguimiento sin perseguir a nadie
Los recordatorios automáticos llegan a quien aún no ha empezado. En la página de equipo ves quién se ha unido, quién ha subido fotos y qué retratos están listos, así que solo tienes que avisar a los pocos que se hayan quedado atascados.

## 5. Revisa y publica
Cada persona elige sus favoritos. Si tu organización activa la revisión manual, un responsable mira cada resultado antes de liberarlo. Después descargas los favoritos en un archivo zip o insertas la página de equipo en vuestra web.

## Un calendario realista

| Día | Qué pasa |
| --- | --- |
| 1 | Decidir el estilo y redactar el anuncio |
| 2 | Enviar las invitaciones |
| 3–6 | Todo el mundo sube sus fotos; los recordatorios salen solos |
| 7 | Revisar favoritos, descargar y publicar |

Las nuevas incorporaciones se suman después de la misma forma, con el mismo fondo y el mismo encuadre, para que la página de equipo nunca pierda la coherencia.`,
  },
  // ── Privacy ───────────────────────────────────────────────────────────────────────────────────
  {
    slug: "what-happens-to-your-face-photos", locale: "en", translationKey: PRIVACY, authorName: "Tomás Ibarra",
    publishedAt: new Date("2026-05-12T09:00:00Z"), tags: ["privacy", "guide"],
    title: "What happens to your face photos",
    excerpt: "Uploading photos of your face is a matter of trust. Here is, step by step, what Lumen does with them and when they are gone.",
    seoTitle: "Privacy of face photos: what Lumen does with your uploads",
    seoDescription: "Consent, metadata removal, no AI training, automatic deletion and deleting your account yourself: how Lumen handles the photos you upload.",
    body: `Photos of your face are personal data of a special kind: they identify you anywhere. Before you upload them to any service, you should know what happens to them. This is how it works at Lumen, in plain language. The [privacy policy](/legal/privacy) has the binding details and the current figures.

## Before the first upload: your consent
We ask for your explicit consent before you upload your first photo. Without it, nothing is uploaded.

## When a photo arrives
- Its quality is checked (sharpness, light, size), so you can replace a poor photo straight away.
- All its metadata is removed, including any GPS location your phone stored.
- We keep a cleaned copy and a small preview, never the file exactly as you sent it.

## While your headshots are made
Our engine runs on servers we operate for Lumen; your photos are not sent to any other AI service. To frame and light the picture, and to check that the result still looks like you, the engine measures your face. These measurements stay in the engine's working memory while it works and are never saved.

## What we never do
- We do not sell your photos or headshots.
- We do not use them for advertising.
- We do not use them to train AI models.

Nobody else sees your photos unless you share a gallery or voting link yourself, and you can switch such a link off at any time.

## When your photos are deleted
Your uploaded photos are deleted automatically a set number of days after your headshots are ready; the privacy policy states how many. Organisations can choose an even shorter period for their team. Your headshots stay in your gallery until you delete them with your account.

## Deleting everything yourself
You can delete your account at any time in your account settings, without writing to anyone. It happens at once: your shoots, uploaded photos, headshots and downloads are deleted, and you are signed out everywhere. Only your orders and invoices remain, because accounting law requires it.

## Questions to ask any headshot service
Whoever you choose, ask these before you upload:
1. Do you use my photos to train your models?
2. Where are my photos processed, and by whom?
3. When are my uploads deleted, automatically?
4. Can I delete my account and my photos myself?

If a service cannot answer all four clearly, think twice.`,
  },
  {
    slug: "was-mit-deinen-gesichtsfotos-passiert", locale: "de", translationKey: PRIVACY, authorName: "Tomás Ibarra",
    publishedAt: new Date("2026-05-12T09:00:00Z"), tags: ["datenschutz", "ratgeber"],
    title: "Was mit deinen Gesichtsfotos passiert",
    excerpt: "Fotos deines Gesichts hochzuladen ist Vertrauenssache. Hier steht Schritt für Schritt, was Lumen damit macht und wann sie gelöscht werden.",
    seoTitle: "Datenschutz bei Gesichtsfotos: was Lumen mit deinen Uploads macht",
    seoDescription: "Einwilligung, entfernte Metadaten, kein KI-Training, automatische Löschung und Konto selbst löschen: So geht Lumen mit deinen Fotos um.",
    body: `Fotos deines Gesichts sind personenbezogene Daten besonderer Art: Sie machen dich überall erkennbar. Bevor du sie bei irgendeinem Dienst hochlädst, solltest du wissen, was mit ihnen passiert. So läuft es bei Lumen, in klaren Worten. Die verbindlichen Einzelheiten und die aktuellen Fristen stehen in der [Datenschutzerklärung](/de/legal/privacy).

## Vor dem ersten Upload: deine Einwilligung
Wir bitten dich um deine ausdrückliche Einwilligung, bevor du dein erstes Foto hochlädst. Ohne sie wird nichts hochgeladen.

## Wenn ein Foto ankommt
- Seine Qualität wird geprüft (Schärfe, Licht, Größe), damit du ein schwaches Foto sofort ersetzen kannst.
- Alle Metadaten werden entfernt, auch ein GPS-Standort, den dein Smartphone gespeichert hat.
- Wir behalten eine bereinigte Kopie und eine kleine Vorschau, nie die Datei genau so, wie du sie geschickt hast.

## Während deine Porträtfotos entstehen
Unser System läuft auf Servern, die wir für Lumen betreiben; deine Fotos gehen an keinen anderen KI-Dienst. Um das Bild zu rahmen, auszuleuchten und zu prüfen, ob das Ergebnis noch nach dir aussieht, vermisst das System dein Gesicht. Diese Messwerte bleiben nur im Arbeitsspeicher, solange es arbeitet, und werden nie gespeichert.

## Was wir nie tun
- Wir verkaufen deine Fotos und Porträtfotos nicht.
- Wir nutzen sie nicht für Werbung.
- Wir trainieren damit keine KI-Modelle.

Niemand sonst sieht deine Fotos, außer du teilst selbst einen Galerie- oder Abstimmungslink, und den kannst du jederzeit abschalten.

## Wann deine Fotos gelöscht werden
Deine hochgeladenen Fotos werden eine festgelegte Zahl von Tagen, nachdem deine Porträtfotos fertig sind, automatisch gelöscht; wie viele, steht in der Datenschutzerklärung. Organisationen können für ihr Team eine noch kürzere Frist wählen. Deine Porträtfotos bleiben in deiner Galerie, bis du sie mit deinem Konto löschst.

## Alles selbst löschen
Du kannst dein Konto jederzeit in deinen Kontoeinstellungen löschen, ohne jemandem zu schreiben. Das geschieht sofort: Deine Shootings, hochgeladenen Fotos, Porträtfotos und Downloads werden gelöscht, und du wirst überall abgemeldet. Nur Bestellungen und Rechnungen bleiben, weil das Handelsrecht es verlangt.

## Fragen an jeden Porträt-Dienst
Egal, für wen du dich entscheidest, stell diese Fragen vor dem Upload:
1. Nutzt ihr meine Fotos, um eure Modelle zu trainieren?
2. Wo und von wem werden meine Fotos verarbeitet?
3. Wann werden meine Uploads automatisch gelöscht?
4. Kann ich mein Konto und meine Fotos selbst löschen?

Wenn ein Dienst nicht alle vier klar beantworten kann, überleg es dir lieber zweimal.`,
  },
  {
    slug: "que-pasa-con-tus-fotos-de-la-cara", locale: "es", translationKey: PRIVACY, authorName: "Tomás Ibarra",
    publishedAt: new Date("2026-05-12T09:00:00Z"), tags: ["privacidad", "consejos"],
    title: "Qué pasa con las fotos de tu cara",
    excerpt: "Subir fotos de tu cara es una cuestión de confianza. Aquí tienes, paso a paso, qué hace Lumen con ellas y cuándo desaparecen.",
    seoTitle: "Privacidad de las fotos de tu cara: qué hace Lumen con ellas",
    seoDescription: "Consentimiento, metadatos eliminados, sin entrenamiento de IA, borrado automático y eliminar tu cuenta tú mismo: así trata Lumen tus fotos.",
    body: `Las fotos de tu cara son datos personales de un tipo especial: te identifican en cualquier parte. Antes de subirlas a cualquier servicio, deberías saber qué pasa con ellas. Así funciona en Lumen, en palabras claras. La [política de privacidad](/es/legal/privacy) recoge los detalles vinculantes y los plazos vigentes.

## Antes de la primera subida: tu consentimiento
Te pedimos tu consentimiento expreso antes de que subas tu primera foto. Sin él, no se sube nada.

## Cuando llega una foto
- Se comprueba su calidad (nitidez, luz, tamaño), para que puedas cambiar al momento una foto floja.
- Se eliminan todos sus metadatos, incluida la ubicación GPS que haya guardado tu móvil.
- Guardamos una copia limpia y una vista previa pequeña, nunca el archivo tal cual lo enviaste.

## Mientras se crean tus retratos
Nuestro sistema funciona en servidores que operamos para Lumen; tus fotos no se envían a ningún otro servicio de IA. Para encuadrar e iluminar la imagen, y para comprobar que el resultado se sigue pareciendo a ti, el sistema mide tu cara. Esas medidas se quedan en su memoria de trabajo mientras trabaja y nunca se guardan.

## Lo que nunca hacemos
- No vendemos tus fotos ni tus retratos.
- No los usamos para publicidad.
- No los usamos para entrenar modelos de IA.

Nadie más ve tus fotos, salvo que tú compartas un enlace de galería o de votación, y puedes desactivarlo cuando quieras.

## Cuándo se eliminan tus fotos
Tus fotos subidas se eliminan automáticamente un número fijo de días después de que tus retratos estén listos; la política de privacidad indica cuántos. Las organizaciones pueden elegir un plazo aún más corto para su equipo. Tus retratos se quedan en tu galería hasta que los elimines junto con tu cuenta.

## Eliminarlo todo tú mismo
Puedes eliminar tu cuenta en cualquier momento desde los ajustes de tu cuenta, sin escribir a nadie. Ocurre al instante: se eliminan tus sesiones, tus fotos subidas, tus retratos y tus descargas, y se cierra tu sesión en todas partes. Solo quedan tus pedidos y facturas, porque la ley contable lo exige.

## Preguntas para cualquier servicio de retratos
Elijas el que elijas, haz estas preguntas antes de subir nada:
1. ¿Usáis mis fotos para entrenar vuestros modelos?
2. ¿Dónde y quién procesa mis fotos?
3. ¿Cuándo se eliminan automáticamente mis fotos subidas?
4. ¿Puedo eliminar mi cuenta y mis fotos yo mismo?

Si un servicio no sabe responder con claridad a las cuatro, piénsatelo dos veces.`,
  },
  // ── AI vs studio ──────────────────────────────────────────────────────────────────────────────
  {
    slug: "ai-headshots-vs-studio-photographer", locale: "en", translationKey: COMPARE, authorName: "Clara Weiss",
    publishedAt: new Date("2026-06-02T09:00:00Z"), tags: ["comparison", "teams"],
    title: "AI headshots or a studio photographer?",
    excerpt: "Both have their place. An honest comparison from someone who spent years behind a studio camera, and when we would still book one.",
    seoTitle: "AI headshots vs a studio photographer: an honest comparison",
    seoDescription: "Cost, time, consistency, control and where each one is better: how to decide between AI headshots and a studio session.",
    body: `I worked as a studio portrait photographer for ten years before joining Lumen, so I am not going to tell you that photographers are obsolete. They are not. But for most people who need a good, current headshot, the question has changed from "which studio?" to "do I need a studio at all?".

## At a glance

| | AI headshots | Studio photographer |
| --- | --- | --- |
| Time you spend | About ten minutes of selfies | Travel, the session, choosing photos |
| When you get results | Once the engine has finished, without an appointment | After the retouching, often days later |
| Choice | Many photos in several styles | A handful of retouched favourites |
| Consistency across a team | Same backdrop and framing, wherever people are | Same only if everyone gets to the same studio |
| Direction on the day | None: your upload photos decide | A professional guides your pose and expression |
| Special shots | Headshots only | Full body, action, products, locations |

## Where AI headshots are the better choice
- **You need a good photo soon.** A new job, a conference, a profile that still shows you from years ago.
- **Your team is spread out.** Getting forty people from five cities into one studio is hard; getting them to take ten selfies is not.
- **You want options.** Trying a dark backdrop and a light one, a jacket and a knit, costs nothing extra within your package.

## Where a photographer is still worth it
- **Press and book covers**, where a single image carries a lot of weight and you want a person directing it.
- **Anything beyond a headshot**: full-body portraits, people at work, group photos.
- **If you find photos of yourself hard.** A good photographer's job is half psychology; they will get an expression you did not know you had.

## How to judge the result
Whichever you choose, ask the same questions of the final photo:
1. Would a colleague recognise you from it at once?
2. Do your skin, eyes and hair look like yours, not smoothed over?
3. Does the light come from one believable direction?
4. Does it fit the places you will use it (LinkedIn, the website, a badge)?

If the answer is yes four times, it does not matter whether a camera or an engine made it.`,
  },
  {
    slug: "ki-portraetfotos-oder-fotostudio", locale: "de", translationKey: COMPARE, authorName: "Clara Weiss",
    publishedAt: new Date("2026-06-02T09:00:00Z"), tags: ["vergleich", "teams"],
    title: "KI-Porträtfotos oder Fotostudio?",
    excerpt: "Beides hat seinen Platz. Ein ehrlicher Vergleich von jemandem, der jahrelang hinter der Studiokamera stand, und wann wir trotzdem ein Studio buchen würden.",
    seoTitle: "KI-Porträtfotos oder Fotostudio: ein ehrlicher Vergleich",
    seoDescription: "Kosten, Zeit, Einheitlichkeit, Kontrolle und wo was besser ist: So entscheidest du zwischen KI-Porträtfotos und einem Termin im Studio.",
    body: `Ich habe zehn Jahre als Porträtfotografin im Studio gearbeitet, bevor ich zu Lumen kam. Ich werde dir also nicht erzählen, dass es keine Fotografinnen und Fotografen mehr braucht. Es braucht sie. Aber für die meisten, die ein gutes, aktuelles Porträtfoto brauchen, lautet die Frage nicht mehr „welches Studio?“, sondern „brauche ich überhaupt ein Studio?“.

## Auf einen Blick

| | KI-Porträtfotos | Fotostudio |
| --- | --- | --- |
| Deine Zeit | Etwa zehn Minuten Selfies | Anfahrt, Termin, Fotos auswählen |
| Wann du Ergebnisse hast | Sobald das System fertig ist, ohne Termin | Nach der Retusche, oft Tage später |
| Auswahl | Viele Fotos in mehreren Stilen | Eine Handvoll retuschierter Favoriten |
| Einheitlichkeit im Team | Gleicher Hintergrund und Bildausschnitt, egal wo alle sind | Nur, wenn alle ins selbe Studio kommen |
| Anleitung beim Termin | Keine: Deine Upload-Fotos entscheiden | Ein Profi führt Pose und Ausdruck |
| Besondere Aufnahmen | Nur Porträtfotos | Ganzkörper, Aktion, Produkte, Orte |

## Wann KI-Porträtfotos die bessere Wahl sind
- **Du brauchst bald ein gutes Foto.** Ein neuer Job, eine Konferenz, ein Profil, das dich noch von vor Jahren zeigt.
- **Dein Team ist verteilt.** Vierzig Leute aus fünf Städten in ein Studio zu bekommen ist schwer; sie um zehn Selfies zu bitten nicht.
- **Du willst Auswahl.** Einen dunklen und einen hellen Hintergrund, Blazer und Strickpullover auszuprobieren kostet innerhalb deines Pakets nichts extra.

## Wann sich ein Studio trotzdem lohnt
- **Presse und Buchcover**, wo ein einziges Bild viel tragen muss und du jemanden willst, der es inszeniert.
- **Alles jenseits des Porträtfotos**: Ganzkörperaufnahmen, Menschen bei der Arbeit, Gruppenfotos.
- **Wenn du dich auf Fotos schwer findest.** Die Arbeit einer guten Fotografin ist zur Hälfte Psychologie; sie holt einen Ausdruck aus dir heraus, von dem du nichts wusstest.

## So beurteilst du das Ergebnis
Egal, wofür du dich entscheidest, stell dem fertigen Foto dieselben Fragen:
1. Würde dich eine Kollegin sofort darauf erkennen?
2. Sehen Haut, Augen und Haare aus wie deine, nicht glattgebügelt?
3. Kommt das Licht aus einer glaubwürdigen Richtung?
4. Passt es zu den Orten, an denen du es nutzt (LinkedIn, Website, Ausweis)?

Wenn du viermal Ja sagst, ist es egal, ob eine Kamera oder ein System es gemacht hat.`,
  },
  {
    slug: "retratos-con-ia-o-fotografo-de-estudio", locale: "es", translationKey: COMPARE, authorName: "Clara Weiss",
    publishedAt: new Date("2026-06-02T09:00:00Z"), tags: ["comparativa", "equipos"],
    title: "¿Retratos con IA o fotógrafo de estudio?",
    excerpt: "Los dos tienen su sitio. Una comparación honesta de alguien que pasó años detrás de una cámara de estudio, y cuándo seguiríamos reservando una sesión.",
    seoTitle: "Retratos con IA o fotógrafo de estudio: una comparación honesta",
    seoDescription: "Coste, tiempo, coherencia, control y dónde gana cada uno: cómo decidir entre retratos con IA y una sesión de estudio.",
    body: `Trabajé diez años como fotógrafa de retratos en estudio antes de unirme a Lumen, así que no voy a decirte que los fotógrafos sobran. No sobran. Pero para la mayoría de la gente que necesita un retrato bueno y actual, la pregunta ya no es «¿qué estudio?», sino «¿necesito un estudio?».

## De un vistazo

| | Retratos con IA | Fotógrafo de estudio |
| --- | --- | --- |
| Tu tiempo | Unos diez minutos de selfies | Desplazamiento, sesión y elegir fotos |
| Cuándo tienes resultados | En cuanto el sistema termina, sin cita | Tras el retoque, a menudo días después |
| Variedad | Muchas fotos en varios estilos | Unos pocos favoritos retocados |
| Coherencia en un equipo | Mismo fondo y encuadre, estén donde estén | Solo si todos van al mismo estudio |
| Dirección el día de la sesión | Ninguna: deciden tus fotos de subida | Un profesional guía tu pose y tu expresión |
| Fotos especiales | Solo retratos | Cuerpo entero, acción, productos, exteriores |

## Cuándo los retratos con IA son mejor opción
- **Necesitas una buena foto pronto.** Un trabajo nuevo, un congreso, un perfil que todavía te muestra como hace años.
- **Tu equipo está repartido.** Llevar a cuarenta personas de cinco ciudades a un estudio es difícil; pedirles diez selfies, no.
- **Quieres opciones.** Probar un fondo oscuro y uno claro, una americana y un jersey, no cuesta nada extra dentro de tu paquete.

## Cuándo sigue mereciendo la pena un fotógrafo
- **Prensa y portadas de libros**, donde una sola imagen pesa mucho y quieres a alguien que la dirija.
- **Todo lo que va más allá de un retrato**: cuerpo entero, personas trabajando, fotos de grupo.
- **Si te cuesta salir bien en las fotos.** La mitad del trabajo de una buena fotógrafa es psicología; te sacará una expresión que no sabías que tenías.

## Cómo juzgar el resultado
Elijas lo que elijas, hazle las mismas preguntas a la foto final:
1. ¿Te reconocería al instante una compañera de trabajo?
2. ¿Tu piel, tus ojos y tu pelo parecen los tuyos, sin alisar?
3. ¿La luz llega desde una dirección creíble?
4. ¿Encaja en los sitios donde la vas a usar (LinkedIn, la web, una acreditación)?

Si respondes que sí cuatro veces, da igual que la haya hecho una cámara o un sistema.`,
  },
];

const CHANGELOG_KEY = "2026-02-team-branding";

export const CHANGELOG_ENTRIES = [
  {
    slug: "2026-02-team-branding", locale: "en", translationKey: CHANGELOG_KEY, version: "2026.02", publishedAt: new Date("2026-02-03T09:00:00Z"),
    title: "Team branding, combos and round avatars",
    body: `- Team leads can now approve backdrops and outfits per gender, or fix complete combos, so every member's headshot matches the brand.
- New photo template "Round avatar" for chat tools and intranets.
- Invoices now show refunds as separate lines, in the buyer's language and currency.`,
  },
  {
    slug: "2026-02-team-branding-de", locale: "de", translationKey: CHANGELOG_KEY, version: "2026.02", publishedAt: new Date("2026-02-03T09:00:00Z"),
    title: "Team-Branding, Kombinationen und runde Profilbilder",
    body: `- Teamleitungen können Hintergründe und Outfits jetzt pro Geschlecht freigeben oder feste Kombinationen vorgeben, damit jedes Porträt zur Marke passt.
- Neue Fotovorlage „Rundes Profilbild“ für Chat-Tools und Intranets.
- Rechnungen zeigen Erstattungen jetzt als eigene Positionen, in Sprache und Währung des Käufers.`,
  },
  {
    slug: "2026-02-team-branding-es", locale: "es", translationKey: CHANGELOG_KEY, version: "2026.02", publishedAt: new Date("2026-02-03T09:00:00Z"),
    title: "Marca de equipo, combinaciones y avatares redondos",
    body: `- Los responsables de equipo ya pueden aprobar fondos y atuendos por género o fijar combinaciones completas, para que cada retrato encaje con la marca.
- Nueva plantilla de foto «Avatar redondo» para herramientas de chat e intranets.
- Las facturas muestran ahora los reembolsos como líneas separadas, en el idioma y la moneda del comprador.`,
  },
];

// Each opening exists in en, de and es (same translationKey, its own slug per language): /jobs lists
// the openings of the reader's language, and each links to its translations (hreflang).
export const JOB_POSTINGS = [
  {
    translationKey: "senior-full-stack-engineer", locale: "en",
    slug: "senior-full-stack-engineer", title: "Senior Full-Stack Engineer", location: "Remote (EU time zones)", department: "Engineering", employmentType: "full-time",
    body: `We build Lumen with Next.js, TypeScript and PostgreSQL, and run our own image pipeline. You will own features end to end: from the upload flow and the results gallery to the team dashboards.

**What you will do**
- Build and ship features across the web app, the background jobs and the headshot engine's integration
- Keep the product fast, accessible and available in three languages
- Review code, write tests that catch real bugs, and improve how we work

**You bring**
- Several years of building web products in TypeScript
- Care for accessibility, performance and tests that catch real bugs
- Comfort with SQL and with reading a profiler

**We offer** a calm, written-first team, four-day on-site meetups twice a year, and a budget for your setup and learning.`,
  },
  {
    translationKey: "senior-full-stack-engineer", locale: "de",
    slug: "senior-full-stack-entwicklerin", title: "Senior Full-Stack-Entwickler:in", location: "Remote (EU-Zeitzonen)", department: "Entwicklung", employmentType: "full-time",
    body: `Wir bauen Lumen mit Next.js, TypeScript und PostgreSQL und betreiben unsere eigene Bildverarbeitung. Du verantwortest Funktionen von Anfang bis Ende: vom Upload über die Ergebnisgalerie bis zu den Team-Übersichten.

**Was du tust**
- Funktionen in der Web-App, den Hintergrundjobs und der Anbindung unserer Porträtfoto-Engine bauen und ausliefern
- Dafür sorgen, dass das Produkt schnell, barrierearm und in drei Sprachen verfügbar bleibt
- Code reviewen, Tests schreiben, die echte Fehler finden, und unsere Arbeitsweise verbessern

**Was du mitbringst**
- Mehrere Jahre Erfahrung mit Webprodukten in TypeScript
- Sorgfalt bei Barrierefreiheit, Performance und Tests, die echte Fehler finden
- Sicherheit im Umgang mit SQL und mit einem Profiler

**Was wir bieten:** ein ruhiges Team, das vieles schriftlich klärt, zweimal im Jahr viertägige Treffen vor Ort und ein Budget für deine Ausstattung und Weiterbildung.`,
  },
  {
    translationKey: "senior-full-stack-engineer", locale: "es",
    slug: "ingeniero-full-stack-senior", title: "Ingeniero/a full-stack sénior", location: "Remoto (husos horarios de la UE)", department: "Ingeniería", employmentType: "full-time",
    body: `Construimos Lumen con Next.js, TypeScript y PostgreSQL, y gestionamos nuestro propio procesamiento de imágenes. Te encargarás de funcionalidades de principio a fin: desde la subida de fotos y la galería de resultados hasta los paneles de equipo.

**Qué harás**
- Crear y publicar funcionalidades en la aplicación web, los trabajos en segundo plano y la integración de nuestro motor de retratos
- Mantener el producto rápido, accesible y disponible en tres idiomas
- Revisar código, escribir pruebas que detecten errores reales y mejorar nuestra forma de trabajar

**Qué aportas**
- Varios años creando productos web con TypeScript
- Cuidado por la accesibilidad, el rendimiento y las pruebas que detectan errores reales
- Soltura con SQL y con un profiler

**Qué ofrecemos:** un equipo tranquilo que trabaja sobre todo por escrito, encuentros presenciales de cuatro días dos veces al año y un presupuesto para tu equipo de trabajo y tu formación.`,
  },
  {
    translationKey: "customer-success-lead-teams", locale: "en",
    slug: "customer-success-lead-teams", title: "Customer Success Lead, Teams", location: "Berlin or Madrid (hybrid)", department: "Customer Success", employmentType: "full-time",
    body: `You help companies roll out headshots to their whole team: onboarding calls, branding setup, invoices and the occasional tricky photo. You speak English and German or Spanish fluently.

**What you will do**
- Guide new organisations through their first team shoot, from invites to the finished team page
- Answer team leads' questions and turn what you hear into clear requests for the product team
- Write and keep our help articles up to date

**You bring**
- Experience in B2B onboarding or account management
- Patience, clear writing and a feel for what a customer actually needs

**We offer** a small team with real ownership, and the tools to fix the problems you find.`,
  },
  {
    translationKey: "customer-success-lead-teams", locale: "de",
    slug: "customer-success-lead-teams-de", title: "Customer Success Lead für Teams", location: "Berlin oder Madrid (hybrid)", department: "Customer Success", employmentType: "full-time",
    body: `Du hilfst Unternehmen, Porträtfotos für ihr ganzes Team einzuführen: Onboarding-Gespräche, Einrichtung des Brandings, Rechnungen und hin und wieder ein kniffliges Foto. Du sprichst fließend Englisch und Deutsch oder Spanisch.

**Was du tust**
- Neue Organisationen durch ihr erstes Team-Shooting begleiten, von den Einladungen bis zur fertigen Teamseite
- Fragen von Teamleitungen beantworten und das Gehörte in klare Anliegen für das Produktteam übersetzen
- Unsere Hilfeartikel schreiben und aktuell halten

**Was du mitbringst**
- Erfahrung im B2B-Onboarding oder Account-Management
- Geduld, klares Schreiben und ein Gespür dafür, was Kund:innen wirklich brauchen

**Was wir bieten:** ein kleines Team mit echter Verantwortung und die Werkzeuge, um die Probleme zu lösen, die du findest.`,
  },
  {
    translationKey: "customer-success-lead-teams", locale: "es",
    slug: "responsable-de-exito-del-cliente-equipos", title: "Responsable de éxito del cliente para equipos", location: "Berlín o Madrid (híbrido)", department: "Éxito del cliente", employmentType: "full-time",
    body: `Ayudas a las empresas a llevar los retratos a todo su equipo: llamadas de bienvenida, configuración de la marca, facturas y, de vez en cuando, alguna foto complicada. Hablas con fluidez inglés y español o alemán.

**Qué harás**
- Acompañar a las organizaciones nuevas en su primera sesión de equipo, desde las invitaciones hasta la página del equipo terminada
- Responder a las preguntas de los responsables de equipo y convertir lo que oyes en peticiones claras para el equipo de producto
- Escribir y mantener al día nuestros artículos de ayuda

**Qué aportas**
- Experiencia en incorporación de clientes B2B o en gestión de cuentas
- Paciencia, buena redacción y olfato para lo que un cliente necesita de verdad

**Qué ofrecemos:** un equipo pequeño con responsabilidad real y las herramientas para resolver los problemas que encuentres.`,
  },
];
