// The content pages (/content/{slug}) Lumen ships with, in en, de and es: each page's language versions
// share a translationKey. Numbers the product can change (photo counts, limits, days) are not written
// here: the pages link to where the product states them (the upload page, /legal/privacy, /legal/refund).

const PUBLISHED = new Date("2026-11-27T09:00:00Z");

export const CONTENT_PAGES = [
  // ── Photo guide ────────────────────────────────────────────────────────────
  {
    translationKey: "photo-guide", locale: "en", slug: "photo-guide", publishedAt: PUBLISHED,
    title: "Photo guide: what to upload",
    description: "Which photos make good headshots, which ones the upload check turns away, and why.",
    body: `Your headshots can only be as good as the photos they start from. Lumen keeps your own face, expression, clothes and pose, so a few minutes spent choosing photos pays off.

## What works best

- **Just you.** One person per photo. Crop friends and colleagues out.
- **Your face clearly visible**, looking roughly towards the camera, with your whole head in the picture and some space around it.
- **From the chest up.** A face that fills only a small corner of the photo is too small to work with.
- **Soft, even light.** Daylight from a window is ideal. Avoid strong sun, flash glare and very dark rooms.
- **Sharp photos**, straight from your phone or camera. Screenshots and photos sent through messaging apps are often compressed and soft.
- **Variety.** Different days, outfits, backgrounds and angles give more varied headshots than ten photos from the same minute.

## What the upload check turns away

Every photo is checked the moment it arrives. A photo is refused, with the reason shown next to it, when we cannot find a face, when there is more than one person, when the face is too small, cut off or turned too far away, when the photo is too blurry, too dark, too bright or too small, or when the file cannot be read. A refused photo is not stored.

Some photos are accepted with a hint, for example when your eyes look closed or your head is tilted. They work, but a better photo gives a better result.

## File types

JPEG, PNG, WebP, AVIF and HEIC (the iPhone format) are accepted. The upload page tells you how many photos we need and the largest file size.

## Uploading from your phone

On the upload page you can show a QR code and upload straight from your phone's photo library. The link in the QR code works only for your shoot and expires after a short time.

## What happens to your photos

We remove all metadata from every photo (including a GPS location) and delete the uploaded photos automatically some time after your headshots are ready. The exact period and everything else are in our [privacy policy](/legal/privacy).`,
  },
  {
    translationKey: "photo-guide", locale: "de", slug: "foto-ratgeber", publishedAt: PUBLISHED,
    title: "Foto-Ratgeber: Was du hochladen solltest",
    description: "Welche Fotos gute Porträtfotos ergeben, welche die Upload-Prüfung ablehnt und warum.",
    body: `Deine Porträtfotos können nur so gut sein wie die Fotos, aus denen sie entstehen. Lumen behält dein eigenes Gesicht, deinen Ausdruck, deine Kleidung und deine Haltung bei – ein paar Minuten für die Auswahl lohnen sich also.

## Was am besten funktioniert

- **Nur du.** Eine Person pro Foto. Schneide Freunde und Kolleginnen heraus.
- **Dein Gesicht gut sichtbar**, ungefähr in Richtung Kamera, mit dem ganzen Kopf im Bild und etwas Platz drumherum.
- **Ab der Brust aufwärts.** Ein Gesicht, das nur eine kleine Ecke des Fotos füllt, ist zu klein.
- **Weiches, gleichmäßiges Licht.** Tageslicht von einem Fenster ist ideal. Vermeide pralle Sonne, Blitz-Reflexe und sehr dunkle Räume.
- **Scharfe Fotos**, direkt vom Handy oder von der Kamera. Screenshots und Fotos aus Messenger-Apps sind oft komprimiert und unscharf.
- **Abwechslung.** Verschiedene Tage, Outfits, Hintergründe und Blickwinkel ergeben vielfältigere Porträtfotos als zehn Fotos aus derselben Minute.

## Was die Upload-Prüfung ablehnt

Jedes Foto wird geprüft, sobald es ankommt. Ein Foto wird abgelehnt – mit dem Grund direkt daneben –, wenn wir kein Gesicht finden, wenn mehr als eine Person zu sehen ist, wenn das Gesicht zu klein, abgeschnitten oder zu weit abgewandt ist, wenn das Foto zu unscharf, zu dunkel, zu hell oder zu klein ist oder wenn sich die Datei nicht lesen lässt. Ein abgelehntes Foto wird nicht gespeichert.

Manche Fotos werden mit einem Hinweis angenommen, zum Beispiel wenn deine Augen geschlossen wirken oder dein Kopf geneigt ist. Sie funktionieren, aber ein besseres Foto ergibt ein besseres Ergebnis.

## Dateiformate

Wir nehmen JPEG, PNG, WebP, AVIF und HEIC (das iPhone-Format) an. Auf der Upload-Seite siehst du, wie viele Fotos wir brauchen und wie groß eine Datei höchstens sein darf.

## Hochladen vom Handy

Auf der Upload-Seite kannst du einen QR-Code anzeigen und direkt aus der Fotomediathek deines Handys hochladen. Der Link im QR-Code gilt nur für dein Shooting und läuft nach kurzer Zeit ab.

## Was mit deinen Fotos passiert

Wir entfernen alle Metadaten aus jedem Foto (auch einen GPS-Standort) und löschen die hochgeladenen Fotos automatisch einige Zeit, nachdem deine Porträtfotos fertig sind. Die genaue Frist und alles Weitere steht in unserer [Datenschutzerklärung](/de/legal/privacy).`,
  },
  {
    translationKey: "photo-guide", locale: "es", slug: "guia-de-fotos", publishedAt: PUBLISHED,
    title: "Guía de fotos: qué subir",
    description: "Qué fotos dan buenos retratos, cuáles rechaza la comprobación al subirlas y por qué.",
    body: `Tus retratos solo pueden ser tan buenos como las fotos de las que parten. Lumen conserva tu propia cara, tu expresión, tu ropa y tu postura, así que merece la pena dedicar unos minutos a elegir las fotos.

## Lo que mejor funciona

- **Solo tú.** Una persona por foto. Recorta a amigos y compañeros.
- **Tu cara bien visible**, mirando más o menos a la cámara, con toda la cabeza dentro de la foto y algo de espacio alrededor.
- **Del pecho hacia arriba.** Una cara que ocupa solo una esquina pequeña de la foto es demasiado pequeña.
- **Luz suave y uniforme.** La luz natural de una ventana es ideal. Evita el sol directo, los reflejos del flash y las habitaciones muy oscuras.
- **Fotos nítidas**, directamente del móvil o de la cámara. Las capturas de pantalla y las fotos enviadas por apps de mensajería suelen estar comprimidas y poco nítidas.
- **Variedad.** Días, ropa, fondos y ángulos distintos dan retratos más variados que diez fotos del mismo minuto.

## Lo que rechaza la comprobación

Cada foto se comprueba en cuanto llega. Una foto se rechaza, con el motivo indicado a su lado, cuando no encontramos una cara, cuando aparece más de una persona, cuando la cara es demasiado pequeña, está cortada o demasiado girada, cuando la foto está demasiado borrosa, oscura o clara o es demasiado pequeña, o cuando no se puede leer el archivo. Una foto rechazada no se guarda.

Algunas fotos se aceptan con un aviso, por ejemplo cuando parece que tienes los ojos cerrados o la cabeza muy inclinada. Sirven, pero una foto mejor da un resultado mejor.

## Tipos de archivo

Aceptamos JPEG, PNG, WebP, AVIF y HEIC (el formato del iPhone). En la página de subida verás cuántas fotos necesitamos y el tamaño máximo de archivo.

## Subir desde el móvil

En la página de subida puedes mostrar un código QR y subir las fotos directamente desde la galería de tu móvil. El enlace del código QR solo sirve para tu sesión y caduca al poco tiempo.

## Qué pasa con tus fotos

Quitamos todos los metadatos de cada foto (también la ubicación GPS) y borramos automáticamente las fotos subidas un tiempo después de que tus retratos estén listos. El plazo exacto y todo lo demás está en nuestra [política de privacidad](/es/legal/privacy).`,
  },
  // ── How the likeness check works ───────────────────────────────────────────
  {
    translationKey: "likeness-check", locale: "en", slug: "how-the-likeness-check-works", publishedAt: PUBLISHED,
    title: "How the likeness check works",
    description: "Why every headshot is compared with your own photos before you see it, and what happens when one does not pass.",
    body: `A headshot is only useful if it looks like you. That is why Lumen checks every headshot before it reaches your gallery.

## Step by step

1. **Your photos are measured.** When your shoot starts, our engine finds your face in each photo, places landmarks (eyes, nose, mouth, the outline of the face) and computes a likeness signature: a list of numbers that describes your face's features.
2. **The headshot is made.** The engine frames, lights and retouches your photo and places you on the backdrop of the style you chose.
3. **The headshot is measured again.** The engine looks for the face in the finished headshot and computes its signature the same way.
4. **The two are compared.** If the headshot's face is not close enough to yours, if the face got lost, or if another person ended up in the frame, the headshot is thrown away. You never see it.

## What this means for you

- You may receive fewer headshots than your package promises if several were thrown away. In that case you can use a **free retry** with new photos; your gallery offers it when it applies.
- Good photos pass more often: sharp, well lit, just you. See our [photo guide](/content/photo-guide).

## What we keep

The landmarks and the likeness signature exist only in the engine's working memory while it works on your shoot. They are never written to disk or to our database, and they are not used for anything else: not to recognise you elsewhere, not to train AI models. The details are in our [privacy policy](/legal/privacy).`,
  },
  {
    translationKey: "likeness-check", locale: "de", slug: "so-funktioniert-die-aehnlichkeitspruefung", publishedAt: PUBLISHED,
    title: "So funktioniert die Ähnlichkeitsprüfung",
    description: "Warum jedes Porträtfoto mit deinen eigenen Fotos verglichen wird, bevor du es siehst, und was passiert, wenn es nicht besteht.",
    body: `Ein Porträtfoto nützt nur, wenn es nach dir aussieht. Deshalb prüft Lumen jedes Porträtfoto, bevor es in deiner Galerie landet.

## Schritt für Schritt

1. **Deine Fotos werden vermessen.** Wenn dein Shooting startet, findet unsere Engine dein Gesicht in jedem Foto, setzt Orientierungspunkte (Augen, Nase, Mund, Gesichtskontur) und berechnet eine Ähnlichkeitssignatur: eine Reihe von Zahlen, die die Merkmale deines Gesichts beschreibt.
2. **Das Porträtfoto entsteht.** Die Engine wählt den Ausschnitt, setzt Licht, retuschiert dein Foto und stellt dich vor den Hintergrund des gewählten Stils.
3. **Das Porträtfoto wird erneut vermessen.** Die Engine sucht das Gesicht im fertigen Porträtfoto und berechnet seine Signatur auf dieselbe Weise.
4. **Beide werden verglichen.** Ist das Gesicht im Porträtfoto deinem nicht ähnlich genug, ging das Gesicht verloren oder ist eine weitere Person im Bild, wird das Porträtfoto verworfen. Du bekommst es nie zu sehen.

## Was das für dich bedeutet

- Werden mehrere Porträtfotos verworfen, bekommst du unter Umständen weniger, als dein Paket verspricht. Dann kannst du eine **kostenlose Wiederholung** mit neuen Fotos nutzen; deine Galerie bietet sie an, wenn sie dir zusteht.
- Gute Fotos bestehen häufiger: scharf, gut beleuchtet, nur du. Mehr dazu in unserem [Foto-Ratgeber](/de/content/foto-ratgeber).

## Was wir behalten

Die Orientierungspunkte und die Ähnlichkeitssignatur existieren nur im Arbeitsspeicher der Engine, solange sie an deinem Shooting arbeitet. Sie werden nie auf eine Festplatte oder in unsere Datenbank geschrieben und für nichts anderes verwendet: nicht, um dich anderswo zu erkennen, und nicht, um KI-Modelle zu trainieren. Die Einzelheiten stehen in unserer [Datenschutzerklärung](/de/legal/privacy).`,
  },
  {
    translationKey: "likeness-check", locale: "es", slug: "como-funciona-la-comprobacion-de-parecido", publishedAt: PUBLISHED,
    title: "Cómo funciona la comprobación de parecido",
    description: "Por qué cada retrato se compara con tus propias fotos antes de que lo veas, y qué pasa cuando uno no la supera.",
    body: `Un retrato solo sirve si se parece a ti. Por eso Lumen comprueba cada retrato antes de que llegue a tu galería.

## Paso a paso

1. **Se miden tus fotos.** Cuando empieza tu sesión, nuestro motor encuentra tu cara en cada foto, sitúa puntos de referencia (ojos, nariz, boca, contorno de la cara) y calcula una firma de parecido: una serie de números que describe los rasgos de tu cara.
2. **Se crea el retrato.** El motor encuadra, ilumina y retoca tu foto y te coloca sobre el fondo del estilo que elegiste.
3. **Se vuelve a medir el retrato.** El motor busca la cara en el retrato terminado y calcula su firma de la misma manera.
4. **Se comparan las dos.** Si la cara del retrato no se parece lo suficiente a la tuya, si la cara se ha perdido o si aparece otra persona en el encuadre, el retrato se descarta. Nunca llegas a verlo.

## Qué significa para ti

- Si se descartan varios retratos, puede que recibas menos de los que promete tu paquete. En ese caso puedes usar una **repetición gratuita** con fotos nuevas; tu galería te lo ofrece cuando corresponde.
- Las buenas fotos pasan más a menudo: nítidas, bien iluminadas, solo tú. Consulta nuestra [guía de fotos](/es/content/guia-de-fotos).

## Qué guardamos

Los puntos de referencia y la firma de parecido solo existen en la memoria de trabajo del motor mientras trabaja en tu sesión. Nunca se escriben en disco ni en nuestra base de datos, y no se usan para nada más: ni para reconocerte en otro lugar ni para entrenar modelos de IA. Los detalles están en nuestra [política de privacidad](/es/legal/privacy).`,
  },
  // ── Accessibility statement ────────────────────────────────────────────────
  {
    translationKey: "accessibility", locale: "en", slug: "accessibility", publishedAt: PUBLISHED,
    title: "Accessibility statement",
    description: "How we make Lumen usable for everyone, where it still falls short, and how to reach us.",
    body: `We want everyone to be able to order and use their headshots, whatever device, browser or assistive technology they use. We work towards the Web Content Accessibility Guidelines (WCAG) 2.2, level AA. Lumen has not been audited by an outside party yet, so this statement describes what we do and what we know, not a certified result.

## What we do

- Pages are built to be used with a keyboard alone, and a "Skip to content" link leads past the navigation.
- Forms have visible labels, and errors are named next to the field they belong to.
- Text and controls are designed for sufficient contrast; layouts adapt to zoom and small screens.
- Animations are reduced when your system asks for reduced motion.
- Lumen is available in English, German and Spanish, and emails come in the language you chose.

## Where we still fall short

- **The studio** (the editor for finished headshots) is a visual tool: choosing a backdrop or a crop is easiest when you can see the result.
- **Headshots have generic alternative texts**, such as its number and the style's name, not a description of the picture.
- **Taking suitable photos** can be hard without sight. If you need help, write to us: we will help you through the upload.

## Contact

If something on Lumen is hard or impossible for you to use, please tell us through our [contact page](/contact). Say which page and what happened; we answer every message and fix what we can.`,
  },
  {
    translationKey: "accessibility", locale: "de", slug: "barrierefreiheit", publishedAt: PUBLISHED,
    title: "Erklärung zur Barrierefreiheit",
    description: "Wie wir Lumen für alle nutzbar machen, wo es noch hakt und wie du uns erreichst.",
    body: `Wir möchten, dass alle ihre Porträtfotos bestellen und nutzen können – mit jedem Gerät, jedem Browser und jeder assistiven Technologie. Wir orientieren uns an den Web Content Accessibility Guidelines (WCAG) 2.2, Stufe AA. Lumen wurde noch nicht von einer externen Stelle geprüft; diese Erklärung beschreibt also, was wir tun und was wir wissen, kein zertifiziertes Ergebnis.

## Was wir tun

- Die Seiten sind so gebaut, dass sie sich allein mit der Tastatur bedienen lassen, und ein Link „Zum Inhalt springen“ führt an der Navigation vorbei.
- Formulare haben sichtbare Beschriftungen, und Fehler stehen direkt am zugehörigen Feld.
- Texte und Bedienelemente sind auf ausreichenden Kontrast ausgelegt; die Darstellung passt sich Vergrößerung und kleinen Bildschirmen an.
- Animationen werden reduziert, wenn dein System weniger Bewegung anfordert.
- Lumen gibt es auf Deutsch, Englisch und Spanisch, und E-Mails kommen in der Sprache, die du gewählt hast.

## Wo es noch hakt

- **Das Studio** (der Editor für fertige Porträtfotos) ist ein visuelles Werkzeug: Hintergrund oder Ausschnitt wählt man am leichtesten, wenn man das Ergebnis sieht.
- **Porträtfotos haben allgemeine Alternativtexte**, etwa ihre Nummer und den Namen des Stils, keine Beschreibung des Bildes.
- **Passende Fotos aufzunehmen** kann ohne Sehvermögen schwierig sein. Wenn du Hilfe brauchst, schreib uns: Wir begleiten dich durch den Upload.

## Kontakt

Wenn dir etwas auf Lumen schwerfällt oder du es gar nicht nutzen kannst, sag es uns über unsere [Kontaktseite](/de/contact). Nenn die Seite und was passiert ist; wir beantworten jede Nachricht und beheben, was wir können.`,
  },
  {
    translationKey: "accessibility", locale: "es", slug: "accesibilidad", publishedAt: PUBLISHED,
    title: "Declaración de accesibilidad",
    description: "Cómo hacemos que Lumen se pueda usar por todo el mundo, dónde aún falla y cómo contactarnos.",
    body: `Queremos que cualquier persona pueda pedir y usar sus retratos, sea cual sea su dispositivo, navegador o tecnología de apoyo. Trabajamos para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA. Lumen todavía no ha sido auditado por una entidad externa, así que esta declaración describe lo que hacemos y lo que sabemos, no un resultado certificado.

## Lo que hacemos

- Las páginas están hechas para usarse solo con el teclado, y un enlace «Saltar al contenido» permite pasar la navegación.
- Los formularios tienen etiquetas visibles y los errores aparecen junto al campo al que se refieren.
- Los textos y controles están diseñados con contraste suficiente; el diseño se adapta al zoom y a pantallas pequeñas.
- Las animaciones se reducen cuando tu sistema pide menos movimiento.
- Lumen está disponible en español, inglés y alemán, y los correos llegan en el idioma que elegiste.

## Dónde aún fallamos

- **El estudio** (el editor de retratos terminados) es una herramienta visual: elegir un fondo o un encuadre es más fácil cuando ves el resultado.
- **Los retratos tienen textos alternativos genéricos**, como su número y el nombre del estilo, no una descripción de la imagen.
- **Hacer fotos adecuadas** puede ser difícil sin ver. Si necesitas ayuda, escríbenos: te acompañamos durante la subida.

## Contacto

Si algo de Lumen te resulta difícil o imposible de usar, cuéntanoslo a través de nuestra [página de contacto](/es/contact). Indica la página y qué ha pasado; respondemos a todos los mensajes y arreglamos lo que podemos.`,
  },
] as const;
