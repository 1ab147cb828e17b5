import type { Provision } from "./client";

/** Cited provisions with link to the official text and the "Stand" of our knowledge base. */
export function ProvisionList({ provisions }: { provisions: Provision[] }) {
  return (
    <ul className="flex flex-col gap-1 text-sm break-words">
      {provisions.map((p) => (
        <li key={`${p.ref}-${p.detail ?? ""}`}>
          <a href={p.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
            {p.ref}
            {p.detail ? ` ${p.detail}` : ""}
          </a>{" "}
          – {p.title} <span className="text-muted-foreground">(Stand {p.stand.split("-").reverse().join(".")})</span>
        </li>
      ))}
    </ul>
  );
}
