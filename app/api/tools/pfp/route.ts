// The profile-picture maker's upload: one photo (multipart), the quality gate, the day's limit, the
// person cut out by the engine. Rules and answers: lib/tools/pfp/http.ts (it reads its own body, capped as it streams).
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { handlePfpUpload, PFP_NAMESPACE } from "@/lib/tools/pfp/http";

export const dynamic = "force-dynamic";

export const POST = route({ caller: "public", namespace: PFP_NAMESPACE }, ({ request, db, answerIn }) => handlePfpUpload(request, { db, storage: getStorage(), answerIn }));
