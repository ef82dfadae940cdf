-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "creditNoteForId" TEXT;

-- CreateIndex
CREATE INDEX "Invoice_creditNoteForId_idx" ON "Invoice"("creditNoteForId");

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_creditNoteForId_fkey" FOREIGN KEY ("creditNoteForId") REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
