// The pages of the sign-in family (reset, second factor, mail sent): one narrow card in the middle of
// the page, whose title is the page's h1 and whose description says what to do next.
import type { ReactNode } from "react";
import { PageLayout } from "@/components/PageLayout";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export function CenteredCardPage({ title, description, children }: { title: ReactNode; description: ReactNode; children?: ReactNode }) {
  return (
    <PageLayout className="flex w-full flex-1 items-center justify-center px-4 py-12 outline-none">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle asChild className="text-2xl tracking-tight">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </Card>
    </PageLayout>
  );
}
