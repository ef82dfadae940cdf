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
    key: "review-de-1", kind: "REVIEW" as const, locale: "de", name: "Katrin Vogel", title: "Steuerberaterin", company: "Vogel & Partner", rating: 5, sortOrder: 1,
    body: "Ich hatte seit Jahren kein aktuelles Foto für die Kanzlei-Website. Nach dem Hochladen von zehn Handyfotos hatte ich am selben Abend Porträts, die ich sofort verwendet habe.",
  },
  {
    key: "review-de-2", kind: "TESTIMONIAL" as const, locale: "de", name: "Felix Brandt", title: "Geschäftsführer", company: "Brandt Software GmbH", rating: 5, sortOrder: 2,
    body: "Für unser Team mit 18 Personen an drei Standorten war das die einfachste Lösung: Einladung per E-Mail, einheitlicher Hintergrund in unserer Markenfarbe und Rechnung mit Umsatzsteuer-ID.",
  },
  {
    key: "review-es-1", kind: "REVIEW" as const, locale: "es", name: "Lucía Fernández", title: "Abogada", company: "Fernández Legal", rating: 5, sortOrder: 1,
    body: "Necesitaba fotos serias para el directorio del colegio de abogados. Subí doce selfies y elegí tres estilos; el resultado es natural y se parece a mí.",
  },
  {
    key: "review-es-2", kind: "TESTIMONIAL" as const, locale: "es", name: "Diego Morales", title: "Director de Marketing", company: "Nexo Retail", rating: 4, sortOrder: 2,
    body: "Organizar una sesión de fotos para todo el equipo comercial era imposible. Con Lumen cada persona subió sus fotos desde el móvil y en dos días teníamos la página de equipo lista.",
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
