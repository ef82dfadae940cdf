import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";

/** A share or voting link that opens nothing any more (revoked, closed or unknown): what happened, calmly. */
export function LinkNotice({ title, body, testId }: { title: string; body: string; testId: string }) {
  return (
    <Container size="sm" className="grid min-h-[50dvh] place-items-center py-16">
      <div className="max-w-md text-center" data-testid={testId}>
        <Icon name="lock" size={32} className="mx-auto text-ink-soft" />
        <Heading level={1} size="2xl" className="mt-4">{title}</Heading>
        <p className="mt-3 text-ink-soft">{body}</p>
      </div>
    </Container>
  );
}
