// Demo content: reviews, one blog article and one changelog entry in en/de/es, job postings.

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

const BLOG_KEY = "how-to-take-selfies-for-ai-headshots";

export const BLOG_POSTS = [
  {
    slug: "how-to-take-selfies-for-ai-headshots", locale: "en", translationKey: BLOG_KEY, authorName: "Lumen Team",
    publishedAt: new Date("2026-01-15T09:00:00Z"), tags: ["guide", "photos"],
    title: "How to take selfies that make great AI headshots",
    excerpt: "Ten minutes, a window and your phone: what to upload so your headshots look like you on your best day.",
    seoTitle: "How to take selfies for AI headshots | Lumen",
    seoDescription: "Light, angles, variety and what to avoid: a short guide to the photos that give the best AI headshots.",
    body: `Your headshots can only be as good as the photos you upload. The good news: you don't need a camera or a photographer, just ten minutes and a window.

## Use daylight, facing the window
Stand so the window is in front of you, not behind you. Soft daylight on your face shows your real skin tone and avoids the harsh shadows of ceiling lights. Avoid direct midday sun.

## Vary what can vary
Upload between 4 and 20 photos. Change your top, the background and the angle a little between shots: straight on, slightly left, slightly right. Variety teaches the engine what stays the same, which is your face.

## Keep what should stay the same
Wear your glasses in some photos only if you always wear them. Remove hats and sunglasses. Keep your hairstyle close to how you look today.

## One face, clearly visible
Only you in the frame, face not cut off, and taken at arm's length or further (close-up selfies distort the nose). Our upload check tells you straight away if a photo is too dark, blurry or too small, so you can replace it before you continue.

That's it. Pick your styles, and your headshots are usually ready the same day.`,
  },
  {
    slug: "selfies-fuer-ki-bewerbungsfotos", locale: "de", translationKey: BLOG_KEY, authorName: "Lumen Team",
    publishedAt: new Date("2026-01-15T09:00:00Z"), tags: ["ratgeber", "fotos"],
    title: "So gelingen Selfies für KI-Porträtfotos",
    excerpt: "Zehn Minuten, ein Fenster und Ihr Smartphone: Welche Fotos Sie hochladen sollten, damit die Porträts nach Ihnen aussehen.",
    seoTitle: "Selfies für KI-Porträtfotos richtig aufnehmen | Lumen",
    seoDescription: "Licht, Blickwinkel, Abwechslung und was Sie vermeiden sollten: ein kurzer Ratgeber für die besten KI-Porträts.",
    body: `Ihre Porträts können nur so gut werden wie die Fotos, die Sie hochladen. Die gute Nachricht: Sie brauchen weder Kamera noch Fotografen, nur zehn Minuten und ein Fenster.

## Tageslicht von vorn
Stellen Sie sich so, dass das Fenster vor Ihnen liegt und nicht hinter Ihnen. Weiches Tageslicht zeigt Ihren echten Hautton und vermeidet die harten Schatten von Deckenlampen. Meiden Sie direkte Mittagssonne.

## Abwechslung, wo sie erlaubt ist
Laden Sie zwischen 4 und 20 Fotos hoch. Wechseln Sie zwischen den Aufnahmen Oberteil, Hintergrund und Blickwinkel: frontal, leicht von links, leicht von rechts. So erkennt das System, was gleich bleibt, nämlich Ihr Gesicht.

## Beständig, wo es zählt
Tragen Sie Ihre Brille nur, wenn Sie sie immer tragen. Mützen und Sonnenbrillen bitte ablegen. Die Frisur sollte Ihrem heutigen Aussehen entsprechen.

## Ein Gesicht, gut sichtbar
Nur Sie im Bild, das Gesicht nicht angeschnitten und mit mindestens einer Armlänge Abstand aufgenommen (Nahaufnahmen verzerren die Nase). Unsere Upload-Prüfung meldet sofort, wenn ein Foto zu dunkel, unscharf oder zu klein ist, damit Sie es ersetzen können.

Das war's. Wählen Sie Ihre Stile, und Ihre Porträts sind meist noch am selben Tag fertig.`,
  },
  {
    slug: "selfies-para-fotos-profesionales-con-ia", locale: "es", translationKey: BLOG_KEY, authorName: "Equipo de Lumen",
    publishedAt: new Date("2026-01-15T09:00:00Z"), tags: ["guía", "fotos"],
    title: "Cómo hacer selfies que den buenas fotos profesionales con IA",
    excerpt: "Diez minutos, una ventana y tu móvil: qué fotos subir para que tus retratos se parezcan a ti en tu mejor día.",
    seoTitle: "Cómo hacer selfies para fotos profesionales con IA | Lumen",
    seoDescription: "Luz, ángulos, variedad y qué evitar: una guía breve de las fotos que dan los mejores retratos con IA.",
    body: `Tus retratos solo pueden ser tan buenos como las fotos que subes. La buena noticia: no necesitas cámara ni fotógrafo, solo diez minutos y una ventana.

## Luz natural, de frente
Colócate con la ventana delante de ti, no detrás. La luz natural suave muestra tu tono de piel real y evita las sombras duras de las lámparas del techo. Evita el sol directo del mediodía.

## Varía lo que se puede variar
Sube entre 4 y 20 fotos. Cambia de prenda, de fondo y un poco de ángulo entre tomas: de frente, ligeramente a la izquierda y a la derecha. La variedad enseña al sistema lo que no cambia: tu cara.

## Mantén lo que debe mantenerse
Lleva gafas solo si las usas siempre. Quítate gorras y gafas de sol. Tu peinado debería parecerse al de hoy.

## Una sola cara, bien visible
Solo tú en la imagen, sin cortar la cara y a un brazo de distancia o más (los primeros planos deforman la nariz). Nuestra comprobación te avisa al momento si una foto es demasiado oscura, está movida o es pequeña, para que la cambies antes de continuar.

Eso es todo. Elige tus estilos y tus retratos suelen estar listos el mismo día.`,
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

export const JOB_POSTINGS = [
  {
    slug: "senior-full-stack-engineer", title: "Senior Full-Stack Engineer", location: "Remote (EU time zones)", department: "Engineering", employmentType: "full-time",
    body: `We build Lumen with Next.js, TypeScript and PostgreSQL, and run our own image pipeline. You will own features end to end: from the upload flow and the results gallery to the team dashboards.

**You bring**
- Several years of building web products in TypeScript
- Care for accessibility, performance and tests that catch real bugs
- Comfort with SQL and with reading a profiler

**We offer** a calm, written-first team, four-day on-site meetups twice a year, and a budget for your setup and learning.`,
  },
  {
    slug: "customer-success-lead-teams", title: "Customer Success Lead, Teams", location: "Berlin or Madrid (hybrid)", department: "Customer Success", employmentType: "full-time",
    body: `You help companies roll out headshots to their whole team: onboarding calls, branding setup, invoices and the occasional tricky photo. You speak English and German or Spanish fluently.

**You bring**
- Experience in B2B onboarding or account management
- Patience, clear writing and a feel for what a customer actually needs

**We offer** a small team with real ownership, and the tools to fix the problems you find.`,
  },
];
