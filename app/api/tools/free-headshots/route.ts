// The free headshot generator's start: POST one photo (multipart `photo`, `consent=1`), the quality
// gate, a draft. Rules and shapes: lib/tools/free-headshot (contract.ts, http.ts).
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { FREE_HEADSHOT_ROUTE, handleCreate } from "@/lib/tools/free-headshot/http";

export const dynamic = "force-dynamic";

export const POST = route(FREE_HEADSHOT_ROUTE, ({ request, db, answerIn }) => handleCreate(request, { db, storage: getStorage(), answerIn }));
