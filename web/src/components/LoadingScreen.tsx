export function LoadingScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <p role="status" className="flex items-center gap-3 text-muted-foreground">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
        Laden...
      </p>
    </main>
  );
}
