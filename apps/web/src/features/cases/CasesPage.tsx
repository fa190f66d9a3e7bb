// Placeholder replaced by the screen itself (issue 4).
export function CasesPage() {
  return null;
}
