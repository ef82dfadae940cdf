import { notFound } from "next/navigation";

// Every path without a page: the localised 404 ('This page could not be found').
export default function CatchAll() {
  notFound();
}
