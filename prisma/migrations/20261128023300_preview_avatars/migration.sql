-- AlterTable
ALTER TABLE "Style" ADD COLUMN     "avatarId" TEXT;

-- CreateTable
CREATE TABLE "PreviewAvatar" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "imageKey" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PreviewAvatar_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Style_avatarId_idx" ON "Style"("avatarId");

-- AddForeignKey
ALTER TABLE "Style" ADD CONSTRAINT "Style_avatarId_fkey" FOREIGN KEY ("avatarId") REFERENCES "PreviewAvatar"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
