import type { ReactNode } from "react";
import { PhotoUploadLayout } from "@/components/layouts";

export default function Layout({ children }: { children: ReactNode }) {
  return <PhotoUploadLayout>{children}</PhotoUploadLayout>;
}
