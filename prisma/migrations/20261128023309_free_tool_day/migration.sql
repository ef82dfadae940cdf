-- CreateTable
CREATE TABLE "FreeToolDay" (
    "tool" "FreeTool" NOT NULL,
    "day" DATE NOT NULL,
    "event" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "FreeToolDay_pkey" PRIMARY KEY ("tool","day","event")
);
