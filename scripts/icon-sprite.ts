// npm run icons: draws every icon of components/ui/icon-glyphs.ts into public/icons.svg and writes the
// address of this version (components/ui/icon-sprite-url.ts). Run it after adding or changing an icon;
// components/ui/icon-sprite.test.ts fails while either file is out of date.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildIconSprite, ICON_SPRITE_PATH } from "@/components/ui/icon-sprite";

const { svg, url } = buildIconSprite();
writeFileSync(path.join("public", ICON_SPRITE_PATH), svg);
writeFileSync(
  "components/ui/icon-sprite-url.ts",
  `// Written by \`npm run icons\` (scripts/icon-sprite.ts): the address of public/icons.svg as it is now.\nexport const ICON_SPRITE_URL = "${url}";\n`,
);
console.log(`[icons] public${ICON_SPRITE_PATH}: ${svg.length} bytes · ${url}`);
