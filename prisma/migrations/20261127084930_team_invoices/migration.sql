-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "creditQuantity" INTEGER,
ADD COLUMN     "creditsGrantedAt" TIMESTAMP(3),
ADD COLUMN     "reverseCharge" BOOLEAN NOT NULL DEFAULT false;
