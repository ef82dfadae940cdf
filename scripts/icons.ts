// npm run icons: writes each icon's shapes, as lucide draws the icons of components/ui/icon-glyphs.ts,
// into components/ui/icon-shapes.ts. Run it after adding or changing an icon; components/ui/icons.test.tsx
// fails while that file is out of date.
import { writeFileSync } from "node:fs";
import { iconShapesModule } from "@/components/ui/icon-drawing";

const text = iconShapesModule();
writeFileSync("components/ui/icon-shapes.ts", text);
console.log(`[icons] components/ui/icon-shapes.ts: ${text.length} bytes`);
