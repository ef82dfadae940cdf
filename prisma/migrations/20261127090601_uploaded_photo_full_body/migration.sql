-- AlterTable
ALTER TABLE "UploadedPhoto" ADD COLUMN     "fullBody" BOOLEAN NOT NULL DEFAULT false;
